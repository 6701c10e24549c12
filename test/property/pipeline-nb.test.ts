import { describePipelineProperties } from './pipeline-properties.js';

describePipelineProperties('nb');
