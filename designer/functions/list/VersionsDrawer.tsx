import { Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerPost, type FunctionRow } from '../../api';

interface Version { version: number; packVersion: string; createdAt: string | null; current: boolean; publisher: string | null }

/** The published versions of a function, newest first (spec 001 "version history"). */
export function VersionsDrawer({ row, onClose }: { row: FunctionRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const post = useDesignerPost();
  const [versions, setVersions] = useState<Version[] | null>(null);
  useEffect(() => {
    if (!row) return;
    let live = true;
    setVersions(null);
    post<{ versions: Version[] }>('/api/fn/design/versions', { code: row.code }).then((d) => live && setVersions(d.versions), () => live && setVersions([]));
    return () => { live = false; };
  }, [row, post]);
  const k = (key: string, params?: Record<string, unknown>) => t(`designer.functions.versions.${key}`, params);
  return (
    <Drawer
      open={!!row} onClose={onClose} width="45%" destroyOnClose
      title={row ? k('title', { name: row.name }) : ''}
      rootClassName="fnd-versions" data-testid="versions-drawer"
    >
      <div data-testid="versions-drawer">
        <Typography.Paragraph type="secondary" className="fnd-versions__intro">{k('intro')}</Typography.Paragraph>
        {versions === null ? <Spin /> : !versions.length ? <Empty description={k('empty')} /> : (
          <Timeline
            items={versions.map((v) => ({
              color: v.current ? 'green' : 'gray',
              children: (
                <div className="fnd-version" data-testid={`version-${v.version}`}>
                  <div className="fnd-version__head">
                    <Typography.Text strong>{k('version', { version: v.version })}</Typography.Text>
                    {v.current && <Tag color="success">{k('current')}</Tag>}
                  </div>
                  <Typography.Text type="secondary" className="fnd-version__meta">
                    {v.createdAt ? dayjs(v.createdAt).format('YYYY-MM-DD HH:mm') : ''}
                    {' · '}
                    {v.publisher ? k('publishedBy', { name: v.publisher }) : k('fromPack', { version: v.packVersion })}
                  </Typography.Text>
                </div>
              ),
            }))}
          />
        )}
      </div>
    </Drawer>
  );
}
