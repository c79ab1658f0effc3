import React from 'react';
import { useIsPhone } from '../../../components';
import FnListPage from '../FnListPage';
import PhoneFnList from './PhoneFnList';

/** A function's list for the screen at hand: cards on a phone, the table above 768 px. */
export default function ResponsiveFnList() {
  return useIsPhone() ? <PhoneFnList /> : <FnListPage />;
}
