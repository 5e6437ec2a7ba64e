import {
  Bell,
  Boxes,
  Calculator,
  CircleDot,
  ExternalLink,
  FileText,
  Footprints,
  House,
  Layers,
  Lightbulb,
  type LucideIcon,
  PencilLine,
  ScanLine,
  Settings2,
  Sparkles,
  Star,
  Tag,
  Truck,
  Waves,
  Wrench,
} from 'lucide-react';

/** The menu's `ico` names (fixtures/menus.json) drawn with the bundled lucide set; unknown names get a dot. */
const icons: Record<string, LucideIcon> = {
  home: House,
  dashboard: House,
  layers: Layers,
  bulb: Lightbulb,
  star: Star,
  scan: ScanLine,
  grain: Waves,
  magic: Sparkles,
  link: ExternalLink,
  file: FileText,
  component: Boxes,
  shoe: Footprints,
  tool: Wrench,
  edit: PencilLine,
  truck: Truck,
  price: Tag,
  bell: Bell,
  setting: Settings2,
  calculator: Calculator,
};

export const NavIcon = ({ name, className }: { name: string; className?: string }) => {
  const Icon = icons[name] ?? CircleDot;
  return <Icon aria-hidden className={className} />;
};
