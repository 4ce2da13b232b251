import { useState } from 'react';
import { decodeValue, encodeValue, storage } from '../../lib/storage';

export const INSIGHT_PANELS = [
  { id: 'paymentTime', label: 'When paid most' },
  { id: 'locations', label: 'Where customers are' },
  { id: 'customers', label: 'Biggest customers' },
  { id: 'devices', label: 'Devices' },
  { id: 'banks', label: 'Banks' },
  { id: 'paymentOptions', label: 'Payment options' },
] as const;
export type InsightPanelId = (typeof INSIGHT_PANELS)[number]['id'];

/** Panels a core-bridge merchant sees: payment time only (spec 1 §2). */
export function availablePanels(isCoreBridge: boolean): readonly InsightPanelId[] {
  return isCoreBridge ? ['paymentTime'] : INSIGHT_PANELS.map((p) => p.id);
}

/** Remembered per user and account, encoded like the rest of local storage. */
function key(): string {
  return `overviewPanels:${storage.get('userDetails')?.id ?? 0}:${storage.get('userAccountID') ?? 0}`;
}

export function readHiddenPanels(): InsightPanelId[] {
  try {
    const raw = localStorage.getItem(key());
    const value = raw ? decodeValue(raw) : [];
    return Array.isArray(value)
      ? (value.filter((v) => INSIGHT_PANELS.some((p) => p.id === v)) as InsightPanelId[])
      : [];
  } catch {
    return [];
  }
}

export function useHiddenPanels() {
  const [hidden, setHidden] = useState<InsightPanelId[]>(readHiddenPanels);
  const toggle = (id: InsightPanelId, show: boolean) => {
    setHidden((current) => {
      const next = show ? current.filter((p) => p !== id) : [...new Set([...current, id])];
      try {
        localStorage.setItem(key(), encodeValue(next));
      } catch {
        // Private mode: the choice lasts this visit.
      }
      return next;
    });
  };
  return { hidden, toggle };
}
