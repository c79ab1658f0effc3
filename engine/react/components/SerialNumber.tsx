import React from 'react';
import { NumberOutlined } from '@ant-design/icons';
import { useEngineServices } from '../services';

/**
 * A serial number field: always read-only. Before the first save it says the number is
 * allocated on save; afterwards it shows the number the server allocated.
 */
export function SerialNumber({ value }: { value?: string | null }) {
  const { t } = useEngineServices();
  if (!value) {
    return <span className="engine-serial engine-serial--pending"><NumberOutlined /> {t('engine.serial.pending')}</span>;
  }
  return <span className="engine-serial" data-serial={value}><NumberOutlined /> {value}</span>;
}
