// Service icons of the content → icon bodies; unknown names fall back to the tool.
import { mapPin, repeat, settings, shield, tool, zap } from './iconBodies';

const serviceIconMap: Record<string, string> = {
  FiTool: tool,
  FiSettings: settings,
  FiZap: zap,
  FiRepeat: repeat,
  FiMapPin: mapPin,
  FiShield: shield,
};
export const serviceIconSvg = (name: string): string => serviceIconMap[name] ?? tool;
