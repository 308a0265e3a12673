-- The values users set on photographed areas teach the local analysis (issue 26): one row per
-- project, area and field, kept in step with the project on every save; the area's photos of that
-- project are the labelled examples of the value for the company's next projects.
CREATE TABLE taught_values (
  company_id text NOT NULL,
  project_id text NOT NULL,
  area text NOT NULL,
  field text NOT NULL,
  -- JSON: a choice is a string, a yes/no a boolean.
  value text NOT NULL,
  PRIMARY KEY (company_id, project_id, area, field),
  FOREIGN KEY (company_id, project_id) REFERENCES projects (company_id, id) ON DELETE CASCADE
);
CREATE INDEX taught_values_by_area ON taught_values (company_id, area);
