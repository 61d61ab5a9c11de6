import type { MonthMedium } from './media-assignment';
import { assignMedia } from './media-assignment';
import { planSlots, type SlotPlanInput } from './slot-planner';
import { materialOf } from './writing/material';
import { hoursOfMaterial, monthPlanOf, planTopic } from './writing/month-plan';
import type { PostSlot, WriterFacts } from './writer.port';

/**
 * The month's slots ready for the writers: dates and times (inside the opening hours the profile states), and
 * the library media matched to the subject each post will speak of, following the plan both writers make.
 */
export function monthSlots(
  facts: WriterFacts,
  media: readonly MonthMedium[],
  input: Omit<SlotPlanInput, 'hours'>,
): PostSlot[] {
  const m = materialOf(facts);
  const planned = planSlots({ ...input, hours: hoursOfMaterial(m) });
  const topics = monthPlanOf(facts, planned).map((entry) => planTopic(m, entry));
  const mediaIds = assignMedia(planned, media, topics);
  return planned.map((slot, index) => ({ ...slot, mediaIds: mediaIds[index] ?? [] }));
}
