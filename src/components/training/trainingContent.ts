// The training landing page's cards: each one's icon and its words' key in the catalogue
// (school.training.programmes / specializations), and the inquiry link in a language.
import { localePath, type Lang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages/types';
import type { IconName } from '../icons';

type Training = Messages['school']['training'];

export const trainingInquiryHref = (lang: Lang, words: Pick<Training, 'inquiryMessage'>): string =>
  `${localePath('/contact', lang)}?${new URLSearchParams({
    type: 'training',
    inquiryType: 'Training & Education',
    projectType: 'General Training Inquiry',
    message: words.inquiryMessage,
  })}`;

export const programmes: { icon: IconName; key: keyof Training['programmes'] }[] = [
  { icon: 'users', key: 'crew' },
  { icon: 'tool', key: 'boring' },
  { icon: 'zap', key: 'response' },
  { icon: 'activity', key: 'troubleshooting' },
  { icon: 'repeat', key: 'repair' },
  { icon: 'award', key: 'certification' },
];

export const specializations: { icon: IconName; key: keyof Training['specializations'] }[] = [
  { icon: 'activity', key: 'telecom' },
  { icon: 'server', key: 'dataCenter' },
  { icon: 'settings', key: 'industrial' },
  { icon: 'shield', key: 'government' },
  { icon: 'alert', key: 'emergency' },
];
