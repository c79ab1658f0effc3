import React from 'react';
import { useIsPhone } from '../../../components';
import TaskCenterPage from '../TaskCenterPage';
import PhoneTaskCenter from './PhoneTaskCenter';

/** The task centre for the screen at hand: cards on a phone, the tabbed tables above 768 px. */
export default function ResponsiveTaskCenter() {
  return useIsPhone() ? <PhoneTaskCenter /> : <TaskCenterPage />;
}
