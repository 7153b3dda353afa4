// The ids of the built-in EmailJS-compatible relay. The site (build time) and the relay
// (server start) use these when the PUBLIC_EMAILJS_* variables are unset, so that the
// product runs with no outside account.
export const emailDefaults = {
  publicKey: 'local-relay-public-key',
  serviceId: 'local_relay',
  teamTemplateId: 'team_notification',
  autoReplyTemplateId: 'customer_autoreply',
};
