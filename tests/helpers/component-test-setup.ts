import { configure } from "@testing-library/react";

// A screen's code that loads on first use (a lazy dialog, a chat window) can take more than testing-library's
// default second to arrive on a busy two-core machine; a test that finds what it waits for is not slowed.
configure({ asyncUtilTimeout: 5_000 });
