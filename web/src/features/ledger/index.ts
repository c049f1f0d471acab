export { EarningsTab } from "./components/earnings-tab";
export { SellersPanel } from "./components/sellers-panel";
export { ReasonDialog } from "./components/reason-dialog";
