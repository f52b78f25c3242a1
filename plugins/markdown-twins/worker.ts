/** Worker thread entry of convertPages.ts: converts its share of the pages and posts the twins back. */
import {parentPort, workerData} from 'node:worker_threads';
import {convertJobs, type WorkerInput} from './convertPages';

const {jobs, options} = workerData as WorkerInput;
parentPort!.postMessage(convertJobs(jobs, options));
