// Fixed texts of the training landing page.
import type { IconName } from '../icons';

export const trainingInquiryHref = `/contact?${new URLSearchParams({
  type: 'training',
  inquiryType: 'Training & Education',
  projectType: 'General Training Inquiry',
  message:
    "I'm interested in your fiber optic training programs. Please send me information about available courses, upcoming schedules and how to enroll.",
})}`;

export const programmes: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Team Building & Crew Training',
    text: 'On-site programmes that bring a mixed crew to one standard: safe handling, cleaning and inspection, splicing and documentation habits.',
  },
  {
    icon: 'tool',
    title: 'Boring & Drilling Operations',
    text: 'Thrust boring and directional drilling for road and railway crossings: locates, bore planning, rod handling, pullback and bore logs.',
  },
  {
    icon: 'zap',
    title: 'Reactive Response Teams',
    text: 'Drills for fiber cuts: scene safety, locating the break with an OTDR, staging closures and restoring service in the first hours.',
  },
  {
    icon: 'activity',
    title: 'Advanced Troubleshooting',
    text: 'Bidirectional OTDR analysis, ghost and gainer events, macrobend hunting, connector inspection and loss-budget reconciliation.',
  },
  {
    icon: 'repeat',
    title: 'Line Repair & Restoration',
    text: 'Emergency splicing, mid-span access, temporary and permanent repairs, and re-certifying the link to its original loss budget.',
  },
  {
    icon: 'award',
    title: 'Certification Programs',
    text: 'Preparation for FOA CFOT and specialist certifications, and the BICSI and ETA credentials contractors ask for in bids.',
  },
];

export const specializations: { icon: IconName; title: string; text: string }[] = [
  { icon: 'activity', title: 'Telecom', text: 'Long-haul, metro and FTTH plant for carriers and ISPs.' },
  { icon: 'server', title: 'Data Center', text: 'High-density MPO trunks, polarity and low-loss channel design.' },
  { icon: 'settings', title: 'Industrial', text: 'Harsh-environment cabling for plants, refineries and utilities.' },
  { icon: 'shield', title: 'Military & Government', text: 'Secure facilities, municipal networks and documented compliance.' },
  { icon: 'alert', title: 'Emergency Services', text: 'Public-safety networks where restoration time is measured in minutes.' },
];
