import React, { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { paletteEntries, PALETTE_GROUPS, type PaletteEntry } from '../model/fieldKinds';
import { KindIcon } from './icons';
import { useFormEdits } from './useFormEdits';

function PaletteItem({ entry }: { entry: PaletteEntry }) {
  const { t } = useTranslation();
  const { add, clickTarget } = useFormEdits();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `palette:${entry.kind}`, data: { type: 'palette', kind: entry.kind } });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      className={`fd-palette__item${isDragging ? ' is-dragging' : ''}`}
      data-testid={`palette-${entry.kind}`}
      onClick={() => add(entry.kind, clickTarget(entry.kind))}
      title={t(`designer.form.typeHints.${entry.kind}`)}
    >
      <span className={`fd-palette__icon fd-kind-${entry.group}`}><KindIcon kind={entry.kind} /></span>
      <span className="fd-palette__label">{t(`designer.form.types.${entry.kind}`)}</span>
    </button>
  );
}

/** Every field type and the grid, grouped; drag one onto the canvas or click to add it. */
export function Palette() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const visible = paletteEntries().filter((e) => !q || t(`designer.form.types.${e.kind}`).toLowerCase().includes(q) || e.kind.toLowerCase().includes(q));
  return (
    <aside className="fd-palette" data-testid="form-palette" lang={i18n.language}>
      <div className="fd-pane__header">
        <span className="fd-pane__title">{t('designer.form.palette.title')}</span>
      </div>
      <div className="fd-palette__search">
        <Input allowClear size="small" prefix={<SearchOutlined />} placeholder={t('designer.form.palette.search')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="palette-search" />
      </div>
      <div className="fd-palette__groups">
        {PALETTE_GROUPS.map((group) => {
          const entries = visible.filter((e) => e.group === group);
          if (!entries.length) return null;
          return (
            <section key={group} className="fd-palette__group">
              <div className="fd-palette__group-title">{t(`designer.form.palette.groups.${group}`)}</div>
              <div className="fd-palette__grid">
                {entries.map((entry) => <PaletteItem key={entry.kind} entry={entry} />)}
              </div>
            </section>
          );
        })}
      </div>
      <div className="fd-palette__hint">{t('designer.form.palette.hint')}</div>
    </aside>
  );
}
