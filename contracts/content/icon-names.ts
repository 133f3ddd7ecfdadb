// The icons each collection's entries may name, by lucide's names: the schemas accept these
// and nothing else, and app/content/icons/ draws each set (one module per set, so a page
// bundles only the icons its content can show; the type checker keeps both lists equal).
export const ICON_NAMES = {
  careers: ["BookOpen", "Coffee", "HeartPulse", "House", "Laptop", "PiggyBank", "Plane", "Smile", "Sprout"],
  correspondence: ["ArrowRightLeft", "BellRing", "Camera", "ClipboardCheck"],
  features: ["ChartColumn", "FileText", "Globe", "Mail", "Package", "ShieldCheck", "Signature", "Workflow"],
  helpTopics: ["CreditCard", "FileText", "Mail", "Package", "Rocket", "ShieldCheck"],
  products: ["Archive", "Bell", "Building2", "ChartColumn", "Clock", "FileSearch", "GitBranch", "History", "Lock", "Package", "QrCode", "Signature", "Smartphone"],
  segments: ["Building", "Calculator", "HardHat", "Landmark", "ShoppingBag"],
  values: ["Eye", "HeartHandshake", "Lightbulb", "ShieldCheck", "Users"],
} as const;

export type IconSet = keyof typeof ICON_NAMES;
export type IconName<S extends IconSet> = (typeof ICON_NAMES)[S][number];
