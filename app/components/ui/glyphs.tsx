// A few line glyphs drawn here for the first viewport (header and hero), so the first
// render of a page does not need the icon library's runtime. Everything below the fold
// uses lucide. All of them are decorative: callers label the control, not the glyph.
import type { SVGProps } from "react";

function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><path d="M4 6h16M4 12h16M4 18h16" /></Glyph>
);
export const CloseGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><path d="M6 6l12 12M18 6L6 18" /></Glyph>
);
export const SearchGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" /></Glyph>
);
export const ArrowRightGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Glyph>
);
export const CheckCircleGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><circle cx="12" cy="12" r="9" /><path d="M8 12.5l2.5 2.5L16 9.5" /></Glyph>
);
export const InboxGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><path d="M3 13l3-8h12l3 8v6H3z" /><path d="M3 13h5l1.5 2.5h5L16 13h5" /></Glyph>
);
export const SendGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><path d="M21 3L10 14" /><path d="M21 3l-7 18-4-7-7-4z" /></Glyph>
);
export const DocumentCheckGlyph = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}><path d="M14 3H6v18h12V7z" /><path d="M14 3v4h4" /><path d="M9 14l2 2 4-4" /></Glyph>
);
