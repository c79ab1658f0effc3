import { offlineServices, type EngineServices, type LookupOption } from '../../../engine/react/index';
import type { DesignerPost } from '../../api';

function toOptions(answer: unknown): LookupOption[] {
  const list = Array.isArray(answer) ? answer : [];
  return (list as Record<string, unknown>[]).map((i) => ({ label: String(i.name ?? i.label ?? i.code), value: (i.code ?? i.value) as string }));
}

/**
 * The renderers' services for the designer's preview: lookups and people come
 * from the server (so choices look real); uploads and related records stay offline.
 */
export function createPreviewServices(post: DesignerPost, t: (key: string, params?: Record<string, unknown>) => string): EngineServices {
  return {
    ...offlineServices,
    t: (key, params) => t(key, params),
    loadLookup: async (ref) => toOptions(ref.dict
      ? await post('/api/api/getDictListByDicType', { typeCode: ref.dict }, { silent: true }).catch(() => [])
      : await post('/api/api/getEnumListByCls', { enumClassName: ref.enum }, { silent: true }).catch(() => [])),
    searchUsers: async (text) => {
      const page = await post<{ records: { id: number; fullName: string; userName: string }[] }>(
        '/api/admin/user/queryUserList', { current: 1, size: 20, ...(text.trim() ? { fullName: text.trim() } : {}) }, { silent: true },
      ).catch(() => ({ records: [] }));
      return page.records.map((u) => ({ id: u.id, name: u.fullName || u.userName }));
    },
  };
}
