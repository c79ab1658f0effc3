import React from 'react';
import { Switch as AntdSwitch } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { useEngineServices } from '../services';

/** Read-only yes / no. */
export function SwitchText({ value }: { value?: unknown }) {
  const { t } = useEngineServices();
  return value
    ? <span className="engine-switch engine-switch--on"><CheckCircleFilled /> {t('engine.switch.on')}</span>
    : <span className="engine-switch"><MinusCircleOutlined /> {t('engine.switch.off')}</span>;
}

/** A yes/no switch holding a boolean; read-only it says yes or no. Registered as `Switch`. */
export const SwitchField = connect(AntdSwitch, mapProps({ value: 'checked' }, (props) => {
  const { onChange, ...rest } = props as { onChange?: (v: boolean) => void };
  return { ...rest, onChange: (checked: boolean) => onChange?.(checked) };
}), mapReadPretty(SwitchText));
