import { describePipelineProperties } from './pipeline-properties.js';

describePipelineProperties('ja');
