export { OrderReturns } from "./components/order-returns";
export { ReturnsManager } from "./components/returns-manager";
