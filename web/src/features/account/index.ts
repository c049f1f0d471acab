/** What other features (checkout) use from the account feature: the address book. */
export { useAddresses, useCreateAddress } from "./api/addresses";
export { ORDERS_ROOT_KEY } from "./api/orders";
export { AddressForm } from "./components/address-form";
