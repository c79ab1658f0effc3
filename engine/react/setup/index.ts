export { setupFormEngine, compileSchemaExpression } from './setupFormEngine';
