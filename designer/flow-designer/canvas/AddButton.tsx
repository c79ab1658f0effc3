import { useState } from 'react';
import { Button, Popover } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { designerNodeKinds } from '../kinds';
import { insertKey, type InsertPoint } from '../model';
import { useCanvas } from './CanvasContext';

/** The kinds the "+" menu offers, in their menu order. */
const choices = () => designerNodeKinds().filter((k) => k.menu).sort((a, b) => a.menu!.order - b.menu!.order);

/** The "+" on a line: a small menu adding an approver, a CC, a route (or a registered kind) there. Test id `flow-add-<node or branch id>`. */
export function AddButton({ at }: { at: InsertPoint }) {
  const { t } = useTranslation();
  const { add } = useCanvas();
  const [open, setOpen] = useState(false);
  const menu = (
    <div className="flw-add-menu">
      {choices().map((c) => (
        <button
          key={c.type} type="button" className="flw-add-choice" data-testid={`flow-add-${c.type}`}
          onClick={() => { setOpen(false); add(at, c.type); }}
        >
          <span className="flw-add-icon" style={{ color: c.colour, borderColor: c.colour }}>{c.icon}</span>
          <span>{t(c.menu!.labelKey)}</span>
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={menu} trigger="click" placement="rightTop" open={open} onOpenChange={setOpen} arrow={false}>
      <Button
        className="flw-add-button nodrag nopan" shape="circle" size="small" type="primary" icon={<PlusOutlined />}
        aria-label={t('designer.flow.add.title')} data-testid={`flow-add-${insertKey(at)}`}
      />
    </Popover>
  );
}
