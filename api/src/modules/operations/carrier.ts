/**
 * Delivery tracking through a carrier adapter (decision 0042), like the payment providers: an
 * adapter answers the tracking events of the parcels still on their way, and a recurring job
 * applies them (applyTrackingEvent). The only adapter today is the local carrier sandbox, which
 * reports a parcel in transit then delivered after configurable delays; a real carrier's tracking
 * API would be another adapter answering the same events.
 */
import { and, inArray, isNotNull } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { shipments } from "../../db/schema/index.js";
import type { CarriersConfig } from "../../config.js";
import type { JobContext, ModuleJobs } from "../scheduler/index.js";
import { shipmentOut } from "./parcels.js";
import { applyTrackingEvent, type TrackingEvent } from "./shipping.js";

/** A shipment still on its way, as an adapter sees it. */
export type TrackedShipment = {
  id: number;
  carrier: string;
  trackingNumber: string | null;
  status: "LABEL_CREATED" | "IN_TRANSIT";
  shippedAt: Date;
};

export interface CarrierTracking {
  /** The events that happened to these shipments by `now` (at most one per shipment: its latest). */
  events(shipments: readonly TrackedShipment[], now: Date): Promise<TrackingEvent[]>;
}

/** The local sandbox: in transit after `inTransitAfterMinutes`, delivered after `deliveredAfterMinutes`. */
export function sandboxCarrier(delays: CarriersConfig["sandbox"]): CarrierTracking {
  return {
    async events(tracked, now) {
      const events: TrackingEvent[] = [];
      for (const s of tracked) {
        const minutes = (now.getTime() - s.shippedAt.getTime()) / 60_000;
        if (minutes >= delays.deliveredAfterMinutes) {
          events.push({ shipmentId: s.id, status: "DELIVERED", at: now });
        } else if (minutes >= delays.inTransitAfterMinutes && s.status === "LABEL_CREATED") {
          events.push({ shipmentId: s.id, status: "IN_TRANSIT", at: now });
        }
      }
      return events;
    },
  };
}

/** Asks the adapter about every shipment on its way and applies its events, each in its own transaction. */
export async function pollCarrier(db: AppDatabase, carrier: CarrierTracking, now: Date) {
  const tracked = await db
    .select({
      id: shipments.id,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      status: shipments.status,
      shippedAt: shipments.shippedAt,
    })
    .from(shipments)
    .where(and(inArray(shipments.status, ["LABEL_CREATED", "IN_TRANSIT"]), isNotNull(shipments.shippedAt)));
  const events = await carrier.events(tracked as TrackedShipment[], now);
  for (const event of events) await db.transaction((tx) => applyTrackingEvent(tx, event));
  return events.length;
}

/** One event applied now, in its own transaction (the sandbox's door): the shipment after it, null when unknown. */
export async function reportTrackingEvent(db: AppDatabase, event: TrackingEvent) {
  const shipment = await db.transaction((tx) => applyTrackingEvent(tx, event));
  return shipment && shipmentOut(shipment);
}

async function trackParcels({ db, config, now, log }: JobContext) {
  if (config.carriers.tracking !== "sandbox") return;
  const applied = await pollCarrier(db, sandboxCarrier(config.carriers.sandbox), now);
  if (applied > 0) log.info({ applied }, "carrier tracking events applied");
}

/** Every minute: a cheap query while nothing is on its way, and the sandbox's delays are in minutes. */
export const carrierJobs: ModuleJobs = {
  handlers: {},
  recurring: [{ name: "carrier-tracking", everyMs: 60_000, run: trackParcels }],
};
