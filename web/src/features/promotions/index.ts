export { PromotionsManager } from "./components/promotions-manager";
