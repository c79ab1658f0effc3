/** Business-rule texts of the message catalogue (issue 12), in each shell language. */
export const rulesMessages = {
  ruleRequired: {
    'zh-CN': '{field}不能为空', 'en-US': '{field} is required', 'ru-RU': 'Поле «{field}» обязательно', 'zh-TW': '{field}不能為空',
  },
  ruleHidden: {
    'zh-CN': '{field}：当前不可填写', 'en-US': '{field} is hidden and cannot be filled in',
    'ru-RU': 'Поле «{field}» скрыто и не заполняется', 'zh-TW': '{field}：目前不可填寫',
  },
  ruleReadOnly: {
    'zh-CN': '{field}：只读，不能修改', 'en-US': '{field} is read-only', 'ru-RU': 'Поле «{field}» только для чтения', 'zh-TW': '{field}：唯讀，不能修改',
  },
  ruleFilter: {
    'zh-CN': '{field}：所选记录不符合条件', 'en-US': '{field}: the chosen record does not qualify',
    'ru-RU': '{field}: выбранная запись не подходит', 'zh-TW': '{field}：所選記錄不符合條件',
  },
  ruleExpression: {
    'zh-CN': '{field}：规则计算失败（{detail}）', 'en-US': '{field}: the rule could not be evaluated ({detail})',
    'ru-RU': '{field}: правило не вычислено ({detail})', 'zh-TW': '{field}：規則計算失敗（{detail}）',
  },
  uniqueTaken: {
    'zh-CN': '{field}已存在', 'en-US': '{field} already exists', 'ru-RU': 'Значение «{field}» уже существует', 'zh-TW': '{field}已存在',
  },
  uniqueExisting: {
    'zh-CN': '已有记录的「{field}」重复（{values}），请先修改这些记录再设为唯一',
    'en-US': 'Existing records share values of "{field}" ({values}): make them differ before making the field unique',
    'ru-RU': 'У существующих записей совпадают значения «{field}» ({values}): сделайте их разными, прежде чем делать поле уникальным',
    'zh-TW': '已有記錄的「{field}」重複（{values}），請先修改這些記錄再設為唯一',
  },
  actionFailed: {
    'zh-CN': '业务动作无法执行：{detail}', 'en-US': 'A business action could not run: {detail}',
    'ru-RU': 'Бизнес-действие не выполнено: {detail}', 'zh-TW': '業務動作無法執行：{detail}',
  },
} as const;
