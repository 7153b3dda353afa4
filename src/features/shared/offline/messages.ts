// What people are told about the connection by forms that cannot wait for it.
export const ORDER_NEEDS_CONNECTION =
  'You are offline. Placing an order needs a connection: your details are kept on this page, so place the order again when you are back online.';
