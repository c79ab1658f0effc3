import React from 'react';
import { EngineServicesProvider } from '../../engine/react/index';
import './fn.css';
import { engineServices } from './engineServices';

/** Gives the form renderers under it the runtime's services (users, lookups, files, related records). */
export function FnServices({ children }: { children: React.ReactNode }) {
  return <EngineServicesProvider services={engineServices}>{children}</EngineServicesProvider>;
}
