// The line a sales e-mail shows about where the lead came from, e.g.
// "google / cpc · campanha inverno-2026 · entrou por /calculadora", and the first touch when
// one was kept with the visitor's consent. A row of the e-mail's table (escaped as any text).
import type { AttributedTouch, Attribution } from "../../contracts/attribution-rules.ts";
import { formatDate } from "../../contracts/format-date.ts";

export const ORIGIN_LABEL = "Origem";
export const FIRST_TOUCH_LABEL = "Primeiro contato";

/** A touch in words. */
export function describeTouch(touch: AttributedTouch): string {
  return [
    `${touch.source} / ${touch.medium}`,
    touch.campaign && `campanha ${touch.campaign}`,
    touch.referrer && touch.medium !== "(none)" && `veio de ${touch.referrer}`,
    touch.landing_path && `entrou por ${touch.landing_path}`,
    touch.at && `em ${formatDate(touch.at)}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The sales e-mail's rows about the lead's origin: always the origin, and the first touch when there is one. */
export function originRows(attribution: Attribution): [string, string][] {
  return [
    [ORIGIN_LABEL, attribution.last_touch ? describeTouch(attribution.last_touch) : "não identificada"],
    ...(attribution.first_touch ? ([[FIRST_TOUCH_LABEL, describeTouch(attribution.first_touch)]] as [string, string][]) : []),
  ];
}
