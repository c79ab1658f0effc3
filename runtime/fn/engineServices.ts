import { setDefaultEngineServices, type EngineServices, type UserOption } from '../../engine/react/index';
import { getRecord, getRuleContext, getRuleData, pageRecords, fileUrl, openFile, UPLOAD_LIMITS, uploadFile, loadLookup } from '../api';
import { t } from '../i18n';
import { post } from '../request';

const USER_PAGE = 200;
let directory: Promise<Map<string, string>> | null = null;

async function searchUsers(text: string): Promise<UserOption[]> {
  const page = await post<{ records: { id: number; fullName: string; userName: string }[] }>(
    '/api/admin/user/queryUserList', { current: 1, size: 20, ...(text.trim() ? { fullName: text.trim() } : {}) }, { silent: true },
  );
  return page.records.map((u) => ({ id: u.id, name: u.fullName || u.userName }));
}

/** Every colleague's name by id, read once per page load (tenants list their members in pages of 200). */
function userDirectory(): Promise<Map<string, string>> {
  if (!directory) {
    directory = (async () => {
      const names = new Map<string, string>();
      for (let current = 1; current <= 10; current += 1) {
        const page = await post<{ records: { id: number; fullName: string; userName: string }[]; total: number }>(
          '/api/admin/user/queryUserList', { current, size: USER_PAGE }, { silent: true },
        );
        page.records.forEach((u) => names.set(String(u.id), u.fullName || u.userName));
        if (current * USER_PAGE >= page.total) break;
      }
      return names;
    })();
    directory.catch(() => { directory = null; });
  }
  return directory;
}

const related = new Map<string, Promise<{ id: number | string; data: Record<string, unknown> } | null>>();

/** The runtime's implementation of the renderers' services: API calls and shell translations. */
export const engineServices: EngineServices = {
  t: (key, params) => t(key, params),
  searchUsers,
  userNames: async (ids) => {
    const names = await userDirectory();
    return Object.fromEntries(ids.map((id) => [String(id), names.get(String(id)) ?? String(id)]));
  },
  loadLookup,
  uploadFile,
  fileUrl,
  openFile,
  uploadLimits: UPLOAD_LIMITS,
  pageRelated: (code, query) => pageRecords(code, query).then((p) => ({ records: p.records, total: p.total })),
  ruleContext: (code) => getRuleContext(code),
  ruleData: (code, requests) => getRuleData(code, requests),
  getRelated: (code, id) => {
    const key = `${code}:${id}`;
    let hit = related.get(key);
    if (!hit) {
      hit = getRecord(code, String(id)).then(({ record }) => record, () => null);
      related.set(key, hit);
    }
    return hit;
  },
};

// Pages that render records without FnServices (the task centre's drawer) get these too.
setDefaultEngineServices(engineServices);
