// bpmn-js's stylesheets, loaded with the viewer (in its chunk), never with the designer.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
