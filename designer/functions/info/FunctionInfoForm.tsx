import { Card, Col, Form, Radio, Row, Select, Typography } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES, CATEGORY_ICONS, DISPLAY_STYLES, isKnown, type FunctionInfo, type InfoErrors, type InfoField } from '../model';
import { CategoryIcon } from './CategoryIcon';
import { TextInput } from './TextInput';
import type { Choice } from './useInfoChoices';
import './info.css';

export interface FunctionInfoFormProps {
  value: FunctionInfo;
  onChange(patch: Partial<FunctionInfo>): void;
  errors: InfoErrors;
  /** 'new' asks for the code (the wizard); 'edit' shows it read-only (the designer's basic info). */
  mode: 'new' | 'edit';
  directories: Choice[];
  roles: Choice[];
  rolesAvailable: boolean;
  /** Test ids are `<prefix>-<field>`: `wizard-name`, `info-name`. */
  testIdPrefix: string;
}

/** The basic information of a function (spec 001 sections 3 and 5), shared by the wizard and the designer. */
export function FunctionInfoForm(props: FunctionInfoFormProps) {
  const { value, onChange, errors, mode, testIdPrefix: p } = props;
  const { t } = useTranslation();
  const k = (key: string) => t(`designer.functions.info.${key}`);
  const commitOn = mode === 'new' ? 'change' : 'blur';
  const item = (field: InfoField, label: string, child: React.ReactNode, extra?: { required?: boolean; hint?: string }) => (
    <Form.Item
      label={label}
      required={extra?.required}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field] ? <span data-testid={`${p}-error-${field}`}>{t(`designer.functions.errors.${errors[field]}`)}</span> : undefined}
      extra={extra?.hint}
    >
      {child}
    </Form.Item>
  );
  const text = (field: InfoField, current: string, commit: (v: string) => void, o: { placeholder?: string; max?: number; multiline?: boolean } = {}) => (
    <TextInput
      value={current} onCommit={commit} commitOn={commitOn} placeholder={o.placeholder} maxLength={o.max} multiline={o.multiline}
      status={errors[field] ? 'error' : undefined} testId={`${p}-${field}`}
    />
  );
  const options = (list: readonly string[], group: string, current: string) => [
    ...list.map((code) => ({ value: code, label: t(`designer.functions.${group}.${code}`) })),
    ...(current && !isKnown(list, current) ? [{ value: current, label: current }] : []),
  ];
  const category = (level: 'second' | 'third') => {
    const c = value[level];
    const set = (patch: Partial<typeof c>) => onChange({ [level]: { ...c, ...patch } });
    return (
      <div className="fnd-info-category" data-testid={`${p}-${level}`}>
        <Typography.Text strong className="fnd-info-category__title">{k(`${level}Category`)}</Typography.Text>
        <Row gutter={12}>
          <Col xs={24} md={8}>{item(`${level}.name`, k('categoryName'), text(`${level}.name`, c.name, (v) => set({ name: v }), { max: 200 }))}</Col>
          <Col xs={24} md={10}>
            {item(`${level}.description`, k('categoryDescription'), text(`${level}.description`, c.description, (v) => set({ description: v }), { max: 500 }))}
          </Col>
          <Col xs={24} md={6}>
            {item(`${level}.icon`, k('categoryIcon'), (
              <Select
                allowClear value={c.icon || undefined} placeholder={k('iconPlaceholder')} data-testid={`${p}-${level}.icon`}
                onChange={(v?: string) => set({ icon: v ?? '' })}
                options={CATEGORY_ICONS.map((name) => ({ value: name, label: <span className="fnd-info-icon"><CategoryIcon name={name} />{name.replace(/Outlined$/, '')}</span> }))}
              />
            ))}
          </Col>
        </Row>
      </div>
    );
  };

  return (
    <Form layout="vertical" className="fnd-info-form" requiredMark component="div">
      <Card className="fnd-card" title={<CardTitle title={k('sections.basics')} hint={k('sections.basicsHint')} />}>
        <Row gutter={16}>
          <Col xs={24} md={12}>{item('name', k('name'), text('name', value.name, (v) => onChange({ name: v }), { placeholder: k('namePlaceholder'), max: 200 }), { required: true })}</Col>
          <Col xs={24} md={12}>
            {mode === 'new'
              ? item('code', k('code'), text('code', value.code, (v) => onChange({ code: v }), { placeholder: k('codePlaceholder'), max: 64 }), { required: true, hint: k('codeHint') })
              : item('code', k('code'), <Typography.Text code data-testid={`${p}-code`}>{value.code}</Typography.Text>)}
          </Col>
          <Col xs={24} md={12}>
            {item('businessType', k('businessType'), (
              <Select
                value={value.businessType || undefined} placeholder={k('choose')} data-testid={`${p}-businessType`}
                status={errors.businessType ? 'error' : undefined}
                onChange={(v: string) => onChange({ businessType: v })} options={options(BUSINESS_TYPES, 'businessTypes', value.businessType)}
              />
            ), { required: true })}
          </Col>
          <Col xs={24} md={12}>
            {item('displayStyle', k('displayStyle'), (
              <Radio.Group
                value={value.displayStyle} data-testid={`${p}-displayStyle`} optionType="button" buttonStyle="solid"
                onChange={(e) => onChange({ displayStyle: e.target.value as string })} options={options(DISPLAY_STYLES, 'displayStyles', value.displayStyle)}
              />
            ), { required: true })}
          </Col>
        </Row>
      </Card>

      <Card className="fnd-card" title={<CardTitle title={k('sections.menu')} hint={k('sections.menuHint')} />}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {item('menuName', k('menuName'), text('menuName', value.menuName, (v) => onChange({ menuName: v }), { placeholder: k('menuNamePlaceholder'), max: 200 }), { required: true })}
          </Col>
          <Col xs={24} md={12}>
            {item('directory', k('directory'), (
              <Select
                value={value.directory} data-testid={`${p}-directory`} onChange={(v: string) => onChange({ directory: v })}
                options={[
                  { value: '', label: k('directoryTop') },
                  ...props.directories.map((d) => ({ value: d.code, label: d.name })),
                  ...(value.directory && !props.directories.some((d) => d.code === value.directory) ? [{ value: value.directory, label: value.directory }] : []),
                ]}
              />
            ), { hint: k('directoryHint') })}
          </Col>
          <Col xs={24} md={12}>
            {item('permissionRequired', k('permissionRequired'), (
              <Radio.Group
                value={value.permissionRequired} data-testid={`${p}-permissionRequired`}
                onChange={(e) => onChange({ permissionRequired: e.target.value as boolean })}
                options={[{ value: true, label: k('permissionYes') }, { value: false, label: k('permissionNo') }]}
              />
            ), { required: true, hint: value.permissionRequired ? k('permissionYesHint') : k('permissionNoHint') })}
          </Col>
          {value.permissionRequired && (
            <Col xs={24} md={12}>
              {item('roles', k('roles'), (
                <Select
                  mode="multiple" allowClear value={value.roles ?? []} data-testid={`${p}-roles`}
                  placeholder={value.roles === undefined ? k('rolesKeep') : k('rolesPlaceholder')}
                  onChange={(v: string[]) => onChange({ roles: v })} optionFilterProp="label"
                  options={[
                    ...props.roles.map((r) => ({ value: r.code, label: r.name })),
                    ...(value.roles ?? []).filter((c) => !props.roles.some((r) => r.code === c)).map((c) => ({ value: c, label: c })),
                  ]}
                />
              ), { hint: props.rolesAvailable ? k('rolesHint') : k('rolesUnavailable') })}
            </Col>
          )}
        </Row>
      </Card>

      <Card className="fnd-card" title={<CardTitle title={k('sections.categories')} hint={k('sections.categoriesHint')} />}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {item('parentCategory', k('parentCategory'), text('parentCategory', value.parentCategory, (v) => onChange({ parentCategory: v }), { placeholder: k('parentCategoryPlaceholder'), max: 200 }))}
          </Col>
        </Row>
        {category('second')}
        {category('third')}
      </Card>

      <Card className="fnd-card" title={<CardTitle title={k('sections.description')} hint={k('sections.descriptionHint')} />}>
        {item('description', k('description'), text('description', value.description, (v) => onChange({ description: v }), { placeholder: k('descriptionPlaceholder'), max: 2000, multiline: true }))}
      </Card>
    </Form>
  );
}

function CardTitle({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="fnd-card__head">
      <span className="fnd-card__title">{title}</span>
      <Typography.Text type="secondary" className="fnd-card__hint">{hint}</Typography.Text>
    </div>
  );
}
