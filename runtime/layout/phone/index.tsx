import React from 'react';
import { useIsPhone } from '../../components';
import DesktopLayout from '../ShellLayout';
import { PhoneLayout } from './PhoneLayout';
import './tablet.css';

/** The signed-in shell for the screen at hand: the phone shell below 768 px, the desktop one above. */
export default function ResponsiveLayout({ children }: { children: React.ReactNode }) {
  return useIsPhone() ? <PhoneLayout>{children}</PhoneLayout> : <DesktopLayout>{children}</DesktopLayout>;
}
