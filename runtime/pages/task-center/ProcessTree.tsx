import { AppstoreOutlined } from '@ant-design/icons';
import { Empty, Tree, Typography } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessTreeGroup } from '../../api';

export interface ProcessTreeProps {
  tree: ProcessTreeGroup[];
  selected?: string;
  /** A function code, or undefined for "all processes". */
  onSelect: (functionCode: string | undefined) => void;
}

const ALL = '__all__';

/** System processes (bundled packs) and self-built ones; picking one filters the list. */
export function ProcessTree({ tree, selected, onSelect }: ProcessTreeProps) {
  const { t } = useTranslation();
  const groupTitle = (g: ProcessTreeGroup) => t(g.key === 'system' ? 'taskCenter.tree.system' : 'taskCenter.tree.custom');
  const data = [
    { key: ALL, title: <span data-testid="tree-all"><AppstoreOutlined /> {t('taskCenter.tree.all')}</span> },
    ...tree.map((g) => ({
      key: `group:${g.key}`,
      title: <span className="tc-tree__group" data-testid={`tree-group-${g.key}`}>{groupTitle(g)}<span className="tc-tree__count">{g.children.length}</span></span>,
      selectable: false,
      children: g.children.length
        ? g.children.map((c) => ({ key: c.code, title: <span data-testid={`tree-fn-${c.code}`}>{c.name}</span>, isLeaf: true }))
        : [{ key: `empty:${g.key}`, title: <Typography.Text type="secondary">{t('taskCenter.tree.none')}</Typography.Text>, selectable: false, isLeaf: true }],
    })),
  ];
  return (
    <div className="tc-tree" data-testid="process-tree">
      <div className="tc-tree__title">{t('taskCenter.tree.title')}</div>
      {tree.length ? (
        <Tree
          blockNode
          defaultExpandAll
          selectedKeys={[selected ?? ALL]}
          treeData={data}
          onSelect={(keys) => {
            const key = String(keys[0] ?? ALL);
            onSelect(key === ALL ? undefined : key);
          }}
        />
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    </div>
  );
}
