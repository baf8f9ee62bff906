/**
 * What `lms demo` builds: a short course that shows what a learner meets on the platform, written as data so
 * the seeding code stays small. Every part goes in through the public API, as an author's would.
 */
const text = (value: string, marks?: string[]) => ({
  type: 'text',
  text: value,
  ...(marks !== undefined && { marks: marks.map((type) => ({ type })) }),
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const heading = (level: number, value: string) => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const item = (value: string) => ({ type: 'listItem', content: [paragraph(text(value))] });
const cell = (type: 'tableHeader' | 'tableCell', value: string) => ({
  type,
  content: [paragraph(text(value))],
});

export const DEMO_COURSE = {
  name: 'A tour of the platform',
  description: 'Five minutes through pages, practice and a certificate.',
  about:
    'A short course made by `lms demo` so a new organization has something to take from the first minute.',
};

export const WELCOME_PAGE = {
  type: 'doc',
  content: [
    heading(2, 'Welcome'),
    paragraph(
      text('Courses are made of '),
      text('chapters', ['bold']),
      text(' and '),
      text('activities', ['italic']),
      text('. Older documents that say '),
      text('strong', ['strong']),
      text(' or '),
      text('em', ['em']),
      text(' read the same.'),
    ),
    {
      type: 'calloutInfo',
      content: [paragraph(text('Mark each activity as done to move your progress on.'))],
    },
    heading(3, 'What you will do'),
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [item('Read this page'), item('Answer three questions'), item('Collect your certificate')],
    },
    heading(3, 'A little code'),
    {
      type: 'codeBlock',
      attrs: { language: 'python' },
      content: [text('def progress(done, total):\n    return round(100 * done / total)\n')],
    },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', 'Part'), cell('tableHeader', 'Time')] },
        { type: 'tableRow', content: [cell('tableCell', 'Reading'), cell('tableCell', '2 minutes')] },
        { type: 'tableRow', content: [cell('tableCell', 'Practice'), cell('tableCell', '3 minutes')] },
      ],
    },
    { type: 'horizontalRule' },
    {
      type: 'calloutWarning',
      content: [
        paragraph(text('Answers are saved as you go; submitting is final unless retries are allowed.')),
      ],
    },
  ],
};

export const PRACTICE = {
  title: 'Check your understanding',
  description: 'Three quick questions, graded as soon as you submit.',
  tasks: [
    {
      title: 'Course parts',
      description: 'Tick every true statement',
      hint: '',
      assignment_type: 'QUIZ',
      max_grade_value: 10,
      contents: {
        questions: [
          {
            questionUUID: 'parts',
            questionText: 'What is a course made of?',
            options: [
              { optionUUID: 'parts-chapters', text: 'Chapters', assigned_right_answer: true },
              { optionUUID: 'parts-activities', text: 'Activities', assigned_right_answer: true },
              { optionUUID: 'parts-spreadsheets', text: 'Spreadsheets', assigned_right_answer: false },
            ],
          },
        ],
      },
    },
    {
      title: 'One word',
      description: 'What do you mark an activity as when you finish it?',
      hint: 'Four letters',
      assignment_type: 'SHORT_ANSWER',
      max_grade_value: 10,
      contents: { prompt: 'Mark it as…', correct_answers: ['done'], match_mode: 'case_insensitive' },
    },
    {
      title: 'A number',
      description: 'How many chapters does this course have?',
      hint: '',
      assignment_type: 'NUMBER_ANSWER',
      max_grade_value: 10,
      contents: { prompt: 'Chapters in this course', correct_value: 2, tolerance: 0 },
    },
  ],
};

export const CERTIFICATE = {
  certificate_name: 'Platform tour',
  certificate_type: 'completion',
  certificate_description: 'Awarded for finishing the tour of the platform',
};
