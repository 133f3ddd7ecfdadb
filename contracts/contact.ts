// Contact promises of spec §2 / §9, worded once for every place that shows them.
import { BUSINESS_HOURS, REPLY_WITHIN_BUSINESS_HOURS } from "./landing.ts";

const { weekdays, saturday } = BUSINESS_HOURS;

export const replyPromise = `Resposta em até ${REPLY_WITHIN_BUSINESS_HOURS} horas úteis`;
export const businessHoursLines = [
  `${weekdays.label}: ${weekdays.from}h às ${weekdays.to}h`,
  `${saturday.label}: ${saturday.from}h às ${saturday.to}h`,
] as const;
