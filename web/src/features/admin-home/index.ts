export { AdminHomePage } from "./pages/admin-home-page";
