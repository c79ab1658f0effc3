import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintLayout } from '../../../engine/index';
import { useDesignFunction } from '../../state';
import { dispatchConfig } from '../shared/dispatch';
import { PanelCard } from '../shared/PanelCard';
import { usePanelFields } from '../shared/usePanelFields';
import { compact } from './expressionRule';

interface Draft { title?: string; columns?: 1 | 2 | 3; history?: boolean; signatures?: string[]; sections?: { title?: string; fields?: string[] }[] }

/** The record's printed A4 page: heading, groups of fields, columns, the approval history and the signature block. */
export function PrintCard() {
  const { t } = useTranslation();
  const fn = useDesignFunction();
  const fields = usePanelFields();
  const [form] = Form.useForm<Draft>();
  const options = fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }));
  const signatures = fields.filter((f) => f.type === 'signature').map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }));

  useEffect(() => {
    const p = fn.print;
    form.setFieldsValue({ title: p?.title, columns: p?.columns ?? 2, history: p?.history ?? true, signatures: p?.signatures ?? [], sections: p?.sections ?? [] });
  }, [fn.print, form]);

  const apply = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const d = form.getFieldsValue(true) as Draft;
    const sections = (d.sections ?? []).filter((s) => s.fields?.length).map((s) => compact({ title: s.title, fields: s.fields! }));
    const print: PrintLayout = compact({ title: d.title, columns: d.columns === 2 ? undefined : d.columns, signatures: d.signatures, sections });
    if (d.history === false) print.history = false;
    dispatchConfig('print.set', { print: Object.keys(print).length ? print : null });
  };

  return (
    <PanelCard testId="print-card" title={t('designer.panels.print.title')} hint={t('designer.panels.print.hint')}
      extra={fn.print && <Button onClick={() => dispatchConfig('print.set', { print: null })} data-testid="print-reset">{t('designer.panels.print.reset')}</Button>}>
      <Form form={form} layout="vertical" className="cp-editor" data-testid="print-form">
        <div className="cp-grid-2">
          <Form.Item name="title" label={t('designer.panels.print.heading')}>
            <Input maxLength={100} placeholder={t('designer.panels.print.headingPlaceholder')} data-testid="print-title" />
          </Form.Item>
          <Space size={24} align="start">
            <Form.Item name="columns" label={t('designer.panels.print.columns')}>
              <Segmented data-testid="print-columns" options={[1, 2, 3]} />
            </Form.Item>
            <Form.Item name="history" valuePropName="checked" label={t('designer.panels.print.history')}>
              <Switch data-testid="print-history" />
            </Form.Item>
          </Space>
        </div>
        <Form.Item name="signatures" label={t('designer.panels.print.signatures')}>
          <Select mode="multiple" allowClear options={signatures} data-testid="print-signatures" placeholder={t('designer.panels.print.allSignatures')} />
        </Form.Item>
        <Form.List name="sections">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => (
                <div className="cp-print-section" key={key} data-testid={`print-section-${name}`}>
                  <Form.Item name={[name, 'title']}><Input placeholder={t('designer.panels.print.sectionTitle')} data-testid={`print-section-title-${name}`} /></Form.Item>
                  <Form.Item name={[name, 'fields']}><Select mode="multiple" options={options} placeholder={t('designer.panels.print.sectionFields')} data-testid={`print-section-fields-${name}`} /></Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.panels.common.delete')} onClick={() => remove(name)} />
                </div>
              ))}
              <Space>
                <Button icon={<PlusOutlined />} onClick={() => add({ fields: [] })} data-testid="print-section-add">{t('designer.panels.print.addSection')}</Button>
                <Button type="primary" onClick={() => void apply()} data-testid="print-apply">{t('designer.panels.rules.apply')}</Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </PanelCard>
  );
}
