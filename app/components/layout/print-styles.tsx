// Print rules for pages whose result visitors print or save as PDF (the ROI calculator and
// the maturity assessment): the site chrome, the cookie banner and floating buttons stay
// off paper. React hoists the <style> into <head>; only pages that render this carry it.
const PRINT_CSS = `@media print {
  header.sticky, footer, .fixed { display: none !important; }
  body { background: #fff; }
  @page { margin: 14mm; }
}`;

export function PrintStyles() {
  return (
    <style href="print-styles" precedence="default">
      {PRINT_CSS}
    </style>
  );
}
