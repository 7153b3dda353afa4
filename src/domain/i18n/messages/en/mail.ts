// The e-mails' words: the frame every e-mail shares (server/mail/templates/Layout.tsx) and the
// acknowledgement of a form (AutoReply.tsx). The team's own mail stays English.
export const mail = {
  frame: {
    hello: 'Hello,',
    helloName: 'Hello {name},',
    reference: 'Reference',
  },
  autoReply: {
    subject: 'We received your {formType} submission ({reference})',
    title: 'Thank you',
    titleName: 'Thank you, {name}',
    received:
      'Thank you for contacting {shop}. We received your {formType} submission (reference {reference}) on {date}. Our team will contact you within 24 hours.',
    about: 'It concerns: {product}.',
    more: 'If you need to add anything, reply to this e-mail or write to {email}.',
    confirmSeat: 'Confirm my seat',
    formTypes: {
      order: 'order',
      contact: 'contact',
      consultation: 'consultation',
      apply: 'apply',
      course: 'course',
      checkout: 'checkout',
      training: 'training',
      other: 'other',
    },
  },
};
