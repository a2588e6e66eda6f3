/**
 * Breadcrumb state (docs/product.md, "Breadcrumbs"): a colour, a hover colour and a map of labels
 * that pages supply for parameters with no title in the shell data (activity sections, lessons).
 */
import { labelKey } from '../lib/breadcrumbs';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

export interface BreadcrumbState {
  colour?: string;
  hoverColour?: string;
  labels: Record<string, string>;
}

interface BreadcrumbContextValue {
  state: BreadcrumbState;
  setState: (update: (previous: BreadcrumbState) => BreadcrumbState) => void;
}

const BreadcrumbContext = createContext<BreadcrumbContextValue | undefined>(undefined);

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BreadcrumbState>({ labels: {} });
  const value = useMemo(() => ({ state, setState }), [state]);
  return <BreadcrumbContext.Provider value={value}>{children}</BreadcrumbContext.Provider>;
}

export function useBreadcrumbState(): BreadcrumbState {
  return useContext(BreadcrumbContext)?.state ?? { labels: {} };
}

/** A page sets the breadcrumb colours (usually its audience's theme) while it is shown. */
export function useBreadcrumbColours(colour?: string | null, hoverColour?: string | null): void {
  const context = useContext(BreadcrumbContext);
  const setState = context?.setState;
  useEffect(() => {
    if (!setState) return;
    setState((previous) => ({ ...previous, colour: colour ?? undefined, hoverColour: hoverColour ?? undefined }));
    return () => setState((previous) => ({ ...previous, colour: undefined, hoverColour: undefined }));
  }, [setState, colour, hoverColour]);
}

/**
 * A page supplies the breadcrumb label of a parameter the shell cannot resolve (lesson, activity
 * section, activity, audio collection). Labels stay once known, so the pages below still use them.
 * Set before the browser paints (a layout effect): set after, the crumb would show the id for a frame
 * and then move the line below it as the title replaces it.
 */
export function useBreadcrumbLabel(param: string, value: string | undefined, label: string | null | undefined): void {
  const context = useContext(BreadcrumbContext);
  const setState = context?.setState;
  useLayoutEffect(() => {
    if (!setState || !value || !label) return;
    const key = labelKey(param, value);
    setState((previous) => (previous.labels[key] === label ? previous : { ...previous, labels: { ...previous.labels, [key]: label } }));
  }, [setState, param, value, label]);
}
