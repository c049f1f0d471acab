/** The newsletter feature's public face: the sign-up box the home page shows. */
export { NewsletterBox } from "./components/newsletter-box";
