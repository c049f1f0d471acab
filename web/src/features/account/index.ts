/** What other features (checkout) use from the account feature: the address book. */
export { useCreateAddress } from "./api/create-address";
export { useAddresses } from "./api/get-addresses";
export { ORDERS_ROOT_KEY } from "./api/get-orders";
export { AddressForm } from "./components/address-form";
