// The FAQ page's frame; the questions and answers are content (content/faq, content/faq/es).
export const faq = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about ordering fiber equipment, installation services, training courses, certifications and 24/7 emergency support.',
  eyebrow: 'FAQ',
  lead: 'Quick answers about equipment, installation, training and support.',
  moreTitle: 'Still have questions?',
  moreText: 'Our engineers will look at your project and answer within 24 hours.',
  scheduleConsultation: 'Schedule a Consultation',
};
