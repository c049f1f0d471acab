export { EarningsTab } from "./components/earnings-tab";
