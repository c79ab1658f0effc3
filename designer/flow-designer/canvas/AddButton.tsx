import { useState } from 'react';
import { Button, Popover } from 'antd';
import { BranchesOutlined, PlusOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { insertKey, type AddableType, type InsertPoint } from '../model';
import { useCanvas } from './CanvasContext';

const CHOICES: { type: AddableType; icon: React.ReactNode; colour: string }[] = [
  { type: 'approver', icon: <UserOutlined />, colour: '#ff943e' },
  { type: 'cc', icon: <SendOutlined />, colour: '#3296fa' },
  { type: 'route', icon: <BranchesOutlined />, colour: '#15bc83' },
];

/** The "+" on a line: a small menu adding an approver, a CC or a route there. Test id `flow-add-<node or branch id>`. */
export function AddButton({ at }: { at: InsertPoint }) {
  const { t } = useTranslation();
  const { add } = useCanvas();
  const [open, setOpen] = useState(false);
  const menu = (
    <div className="flw-add-menu">
      {CHOICES.map((c) => (
        <button
          key={c.type} type="button" className="flw-add-choice" data-testid={`flow-add-${c.type}`}
          onClick={() => { setOpen(false); add(at, c.type); }}
        >
          <span className="flw-add-icon" style={{ color: c.colour, borderColor: c.colour }}>{c.icon}</span>
          <span>{t(`designer.flow.add.${c.type}`)}</span>
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
