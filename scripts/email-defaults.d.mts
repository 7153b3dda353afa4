export declare const emailDefaults: {
  publicKey: string;
  serviceId: string;
  teamTemplateId: string;
  autoReplyTemplateId: string;
};
