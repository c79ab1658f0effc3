import React, { createContext, useContext } from 'react';
import { offlineServices, type EngineServices } from './EngineServices';

const ServicesContext = createContext<EngineServices | undefined>(undefined);
let fallback: EngineServices = offlineServices;

/**
 * The services renderers use outside any {@link EngineServicesProvider} (e.g. a page that
 * renders a record without wrapping it). The runtime sets its own once at start.
 */
export function setDefaultEngineServices(services: EngineServices): void {
  fallback = services;
}

/** Gives the renderers below it their services (the runtime wraps its pages in this). */
export function EngineServicesProvider({ services, children }: { services: EngineServices; children: React.ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useEngineServices(): EngineServices {
  return useContext(ServicesContext) ?? fallback;
}

const FunctionCodeContext = createContext<string | undefined>(undefined);

/** The code of the function whose form is rendering (uploads name it so the server applies the field's limits). */
export const FunctionCodeProvider = FunctionCodeContext.Provider;

export function useFunctionCode(): string | undefined {
  return useContext(FunctionCodeContext);
}
