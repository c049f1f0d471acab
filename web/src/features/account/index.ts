/** What other features (checkout) use from the account feature: the address book and an order's line row. */
export { useCreateAddress } from "./api/create-address";
export { useAddresses } from "./api/get-addresses";
export { ORDERS_ROOT_KEY } from "./api/get-orders";
export { AddressForm } from "./components/address-form";
export { OrderLineRow } from "./components/order-line-row";
