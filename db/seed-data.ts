/**
 * Demo content for the Iratech website: blog posts and case studies.
 *
 * Data only. Dates are relative ("days ago") so the seed stays fresh whenever it runs;
 * the seeding script turns them into timestamps. Clients in the case studies are anonymised.
 */

export type SeedBlogPost = {
  slug: string;
  title: string;
  author: string;
  category: string | null;
  excerpt: string | null;
  content: string;
  coverImageUrl: string | null;
  tags: string[];
  isPublished: boolean;
  isFeatured: boolean;
  publishedDaysAgo: number | null;
};

export type SeedCaseStudy = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  clientOverview: string;
  businessChallenge: string[];
  projectObjectives: string[];
  solution: string;
  keyFeatures: string[];
  securityGovernance: string[];
  impact: string[];
  whyItMatters: string;
  tags: string[];
  readTime: string;
  isPublished: boolean;
  isFeatured: boolean;
  ctaText: string | null;
  /** Ids from app/lib/case-study-facets.ts (issue 17.3). */
  service: string | null;
  industry: string | null;
  createdDaysAgo: number;
  results: { metric: string; beforeValue: string; afterValue: string }[];
  techStack: { category: string; technologies: string }[];
};

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "cutting-cloud-spend-rightsize-first-commit-second",
    title: "A Practical Guide to Cutting Cloud Spend: Rightsize First, Commit Second",
    author: "Priya Raghavan",
    category: "Cloud Computing",
    excerpt:
      "Most cloud bills carry 20 to 35 percent waste. Here is the order we use to remove it: make costs attributable, rightsize, switch off idle environments, and only then buy Savings Plans or reservations.",
    content: `Most cloud bills we audit carry 20 to 35 percent of spend that buys nothing: instances sized for a launch-day peak that never came, volumes attached to nothing, and development environments that run through every weekend. This guide walks through the order we follow with clients, because the order matters: **rightsize first, commit second**. Buying a three-year commitment for an oversized fleet simply locks the waste in at a discount.

## Step 1: Make costs attributable

You cannot cut what you cannot attribute. Before touching a single instance:

- **Enforce a minimal tagging standard.** \`owner\`, \`environment\`, \`cost-centre\` and \`service\` are enough to start. Use AWS Organizations tag policies, Azure Policy or Google Cloud organisation policies to reject untagged resources in new accounts.
- **Turn on detailed billing exports** (the AWS Cost and Usage Report, Azure cost exports, or the Google Cloud billing export to BigQuery) and land them somewhere your analysts already query.
- **Split shared costs** such as Kubernetes clusters, NAT gateways and support plans with a simple, agreed rule.

Once each team sees its own number every week, behaviour starts to change on its own.

## Step 2: Rightsizing, the unglamorous 80 percent

Rightsizing means matching capacity to observed demand. Look at a minimum of 14 days of utilisation (30 is better if you have month-end batch jobs) and use p95 values rather than averages, so a nightly spike is not averaged away.

Typical findings and what to do with them:

1. **Compute with p95 CPU under 40 percent:** drop one instance size. Moving from \`m5.2xlarge\` to \`m5.xlarge\` halves the hourly rate.
2. **Previous-generation instance families:** move to current generations, and to ARM-based instances such as AWS Graviton where your runtime supports it. Most JVM, Python, Node.js and Go services need only a rebuilt container image.
3. **Kubernetes requests far above usage:** most clusters we review request two to three times the CPU they actually use. Fix the requests and the node count follows.
4. **Storage:** convert gp2 volumes to gp3, delete unattached volumes and orphaned snapshots, and add lifecycle rules so cold objects move to infrequent-access tiers.

The native tools give you a ready-made starting list. On AWS, Compute Optimizer can be queried from the CLI:

\`\`\`bash
# Export over-provisioned EC2 instances with the top recommendation for each
aws compute-optimizer get-ec2-instance-recommendations --filters name=Finding,values=Overprovisioned --output json > recs.json
jq -r '.instanceRecommendations[] | [.instanceArn, .currentInstanceType, .recommendationOptions[0].instanceType] | @tsv' recs.json
\`\`\`

Treat the output as candidates, not orders. Check memory (which needs the CloudWatch agent to be visible at all), licences tied to core counts, and any workload with a known seasonal peak before you change it.

## Step 3: Switch off what nobody is using

Non-production environments are typically used for about 50 hours a week but billed for 168. Scheduling development and test environments to stop outside working hours cuts their compute cost by roughly two thirds. Pair this with automatic expiry for sandbox accounts and preview environments.

## Step 4: Commitment plans - buy the floor, not the peak

Only after rightsizing do you know your true steady-state baseline. Cover that baseline with commitments and leave the variable part on demand or on spot capacity.

| Option | What you commit to | Flexibility | Good fit |
| --- | --- | --- | --- |
| AWS Compute Savings Plans | Hourly spend for 1 or 3 years | Any region, instance family, Fargate and Lambda | Most steady compute |
| AWS EC2 Instance Savings Plans | Hourly spend on one family in one region | Size and OS within the family | Stable, well-understood fleets |
| Azure Reservations | A VM size family or database capacity in a region | Instance size flexibility within the group | Databases and fixed VMs |
| Google Cloud committed use discounts | Resources or spend for 1 or 3 years | Resource-based or flexible spend-based | Steady Compute Engine and Cloud SQL |
| Spot and preemptible capacity | Nothing | Can be reclaimed at short notice | Batch, CI runners, stateless workers |

Rules that have served our clients well:

- **Commit to 60 to 80 percent of the rightsized baseline,** not 100 percent. The last slice of coverage has the highest risk of going unused.
- **Prefer one-year terms** unless the architecture has been stable for a long time.
- **Ladder your purchases** in small quarterly tranches instead of one large annual buy, so expiry dates spread out and you can adjust as usage changes.
- **Track coverage and utilisation weekly.** Utilisation below 95 percent means you over-bought; coverage falling means new usage is running at on-demand rates.

## Step 5: Make it a habit

Savings decay if nobody owns them. Set up a monthly review where engineering, finance and product look at the same dashboard, and track unit costs such as cost per order or cost per thousand API calls rather than only the total.

In a recent engagement with a mid-sized private bank, this exact sequence reduced monthly infrastructure spend by 38 percent within four months, with no change to application code beyond container rebuilds for Graviton.

Further reading: [AWS Compute Optimizer](https://docs.aws.amazon.com/compute-optimizer/latest/ug/what-is-compute-optimizer.html), [Savings Plans](https://docs.aws.amazon.com/savingsplans/latest/userguide/what-is-savings-plans.html), [Azure Reservations](https://learn.microsoft.com/en-us/azure/cost-management-billing/reservations/save-compute-costs-reservations) and [Google Cloud committed use discounts](https://cloud.google.com/docs/cuds).`,
    coverImageUrl: null,
    tags: ["FinOps", "Cost Optimization", "AWS", "Savings Plans", "Rightsizing"],
    isPublished: true,
    isFeatured: true,
    publishedDaysAgo: 4,
  },
  {
    slug: "designing-a-lakehouse-with-delta-lake-and-apache-iceberg",
    title: "Designing a Lakehouse with Delta Lake and Apache Iceberg: The Decisions That Matter",
    author: "Karthik Subramanian",
    category: "Data Engineering",
    excerpt:
      "Table format, catalog, layering, file layout and maintenance: the lakehouse design decisions we revisit on every project, with an idempotent MERGE pattern you can reuse.",
    content: `A lakehouse promises one copy of data that serves both BI dashboards and machine learning, stored in open formats on cheap object storage. The promise is real, but only if a handful of design decisions are made deliberately at the start. This post covers the decisions we revisit on every lakehouse project at Iratech, whether the table format is Delta Lake or Apache Iceberg.

## Choosing a table format

Both Delta Lake and Iceberg add ACID transactions, schema evolution and time travel on top of Parquet files. In practice the choice is usually driven by your engines:

- **Delta Lake** is the natural fit if Databricks or Microsoft Fabric is your primary compute. Features such as liquid clustering, change data feed and deletion vectors are mature there.
- **Apache Iceberg** shines when several engines must read and write the same tables: Spark, Trino, Flink, Snowflake, Amazon Athena and others all have first-class support. Hidden partitioning and partition evolution are genuinely useful for long-lived tables.
- **Interoperability layers** such as Delta UniForm and Apache XTable now let one physical table be read as the other format, so this decision is less permanent than it was a few years ago.

Pick the format your main engine handles best and make sure your catalog can expose it to the rest.

## The catalog is the real platform

Teams spend weeks debating table formats and minutes on the catalog, which is backwards. The catalog decides how tables are discovered, who can access them and which engines can commit to them. Unity Catalog, AWS Glue Data Catalog, Apache Polaris and Nessie all work; what matters is that there is exactly one catalog of record and that every engine writes through it. Two catalogs pointing at the same files is the fastest route to corrupted metadata.

## Layering: bronze, silver, gold with clear contracts

The medallion pattern is popular because it maps well to ownership:

1. **Bronze** holds raw data exactly as received, append-only, with ingestion metadata such as source file, offset and load timestamp. It is your replay buffer.
2. **Silver** holds cleaned, deduplicated, conformed entities such as customers, orders and payments. This is where most business logic lives, and where upserts happen.
3. **Gold** holds consumption-ready aggregates and feature tables, modelled for a specific use case or dashboard.

Write down what each layer guarantees. For example: "silver tables have one row per business key, no nulls in keys, and are at most 30 minutes behind source." Those guarantees are what downstream users actually depend on.

## Partitioning and file layout

Most lakehouse performance problems are file-layout problems. Our rules of thumb:

- Partition only on low-cardinality columns that appear in nearly every filter, usually a date. Tables under about 1 TB often need no partitioning at all.
- Aim for data files of 128 MB to 1 GB. Streaming ingestion produces many small files, so schedule compaction (\`OPTIMIZE\` in Delta, the \`rewrite_data_files\` procedure in Iceberg).
- Use clustering (Z-ordering, liquid clustering or Iceberg sort orders) for high-cardinality filter columns such as \`customer_id\`.

Here is a silver table in Iceberg with hidden partitioning and an idempotent upsert from a bronze change feed:

\`\`\`sql
CREATE TABLE lake.silver.orders (
  order_id     STRING,
  customer_id  STRING,
  order_ts     TIMESTAMP,
  amount       DECIMAL(12,2),
  status       STRING
)
USING iceberg
PARTITIONED BY (days(order_ts));

MERGE INTO lake.silver.orders t
USING (
  SELECT * FROM (
    SELECT *, row_number() OVER (PARTITION BY order_id ORDER BY change_seq DESC) AS rn
    FROM lake.bronze.order_changes
    WHERE ingest_date >= date_sub(current_date(), 1)
  ) WHERE rn = 1
) s
ON t.order_id = s.order_id
WHEN MATCHED AND s.op = 'D' THEN DELETE
WHEN MATCHED THEN UPDATE SET
  customer_id = s.customer_id, order_ts = s.order_ts, amount = s.amount, status = s.status
WHEN NOT MATCHED AND s.op <> 'D' THEN
  INSERT (order_id, customer_id, order_ts, amount, status)
  VALUES (s.order_id, s.customer_id, s.order_ts, s.amount, s.status);
\`\`\`

The deduplication step matters: \`MERGE\` fails if several source rows match the same target row, and change feeds frequently contain several versions of one key.

## Table maintenance is not optional

Open table formats keep old snapshots for time travel, which means storage grows until you clean up. Schedule, per table:

- snapshot expiry (\`VACUUM\` in Delta, \`expire_snapshots\` in Iceberg) with a retention period that matches your recovery needs, typically 7 days;
- orphan file removal after failed writes;
- compaction and manifest rewriting for streaming tables.

Run these from your orchestrator with alerts, not from a forgotten notebook.

## Governance from day one

Apply access control at the catalog level with row filters and column masks for sensitive fields such as PAN numbers, Aadhaar references or health identifiers. Record lineage automatically, and tag personal data at the column level so that deletion requests can be honoured without a week of archaeology.

The reference documentation for [Delta Lake](https://docs.delta.io/latest/index.html) and [Apache Iceberg](https://iceberg.apache.org/docs/latest/) covers each of these operations in detail.`,
    coverImageUrl: null,
    tags: ["Lakehouse", "Delta Lake", "Apache Iceberg", "Apache Spark", "Data Architecture"],
    isPublished: true,
    isFeatured: false,
    publishedDaysAgo: 11,
  },
  {
    slug: "from-notebook-to-production-a-practical-mlops-path",
    title: "From Notebook to Production: A Practical MLOps Path",
    author: "Meera Iyer",
    category: "Machine Learning",
    excerpt:
      "Packaging, experiment tracking, a model registry with promotion gates, the right serving pattern and monitoring that watches the model rather than the server: the minimum MLOps that pays for itself.",
    content: `A model that scores well in a notebook is roughly a fifth of the work. The rest is making it reproducible, deployable, observable and safe to replace. Here is the path we use at Iratech to take a model from a data scientist's notebook to a production service, with the minimum MLOps machinery that actually pays for itself.

## 1. Turn the notebook into a package

Notebooks are excellent for exploration and poor for production. Before anything else:

- Move feature engineering, training and evaluation into a Python package with functions that take explicit inputs and return explicit outputs.
- Pin dependencies with a lock file (\`uv.lock\`, \`poetry.lock\` or a fully pinned \`requirements.txt\`) and build a container image from it.
- Fix random seeds and record the exact data snapshot used for training, for example a Delta or Iceberg table version rather than "the latest data".

A useful test: can a colleague reproduce your validation metric on their machine with one command? If not, you are not ready to deploy.

## 2. Track every run

Experiment tracking is the cheapest MLOps investment with the largest payoff. Every training run should record its parameters, metrics, code version, data version and the resulting artefact. With MLflow this takes a few lines:

\`\`\`python
import mlflow
from mlflow.models import infer_signature
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.metrics import roc_auc_score

mlflow.set_experiment("customer-churn")

with mlflow.start_run():
    params = {"max_iter": 400, "learning_rate": 0.05, "max_leaf_nodes": 31}
    model = HistGradientBoostingClassifier(**params).fit(X_train, y_train)

    auc = roc_auc_score(y_valid, model.predict_proba(X_valid)[:, 1])
    mlflow.log_params(params)
    mlflow.log_metric("valid_auc", auc)
    mlflow.set_tag("data_version", "silver.customers@v1842")

    mlflow.sklearn.log_model(
        model,
        "model",
        signature=infer_signature(X_valid, model.predict_proba(X_valid)),
        registered_model_name="customer-churn",
    )
\`\`\`

The signature matters more than it looks: it records the expected input schema, so a serving layer can reject malformed requests instead of silently producing nonsense.

## 3. Promote through a registry, not by copying files

A model registry gives each model a version history and a controlled promotion path. We use aliases such as \`challenger\` and \`champion\`: the training pipeline registers a new version as challenger, an automated evaluation job compares it with the current champion on a fixed holdout set plus a recent slice of production data, and promotion happens only if it wins on the agreed metric without regressing on fairness or latency checks.

Keep the promotion decision in code and in your CI pipeline, with a human approval step for high-impact models such as credit or pricing.

## 4. Choose the serving pattern that fits the decision

Not every model needs a real-time endpoint:

- **Batch scoring** writes predictions to a table on a schedule. It suits churn scores, demand forecasts and lead ranking, and is the simplest to operate.
- **Online serving** behind a REST or gRPC endpoint suits decisions made inside a user request, such as fraud checks or recommendations. Budget for latency, autoscaling and a feature store so training and serving compute features identically.
- **Streaming scoring** inside a Flink or Spark Structured Streaming job suits event-driven use cases such as IoT alerts.

Training-serving skew, where features are computed differently in the two paths, is the single most common production bug we see. Sharing feature code, or a feature store, prevents it.

## 5. Monitor the model, not just the server

CPU and error rates tell you the service is up, not that it is right. Add:

1. **Input drift:** compare live feature distributions with training data using population stability index or similar tests, per feature.
2. **Prediction drift:** watch the distribution of scores. A sudden shift often means an upstream data change.
3. **Outcome metrics:** join predictions with ground truth when it arrives, even weeks later, and track the real business metric.
4. **Data quality:** null rates, out-of-range values and schema changes on inputs.

Alert on these with thresholds agreed with the business owner, and link every alert to a runbook.

## 6. Automate retraining carefully

Scheduled retraining is fine for stable problems. For others, trigger retraining on drift or performance alerts, but always route the result through the same evaluation and promotion gate. Automatic retraining without automatic evaluation is simply automated risk.

## A realistic first milestone

You do not need all of this on day one. A good first milestone is a packaged training pipeline, tracked runs, a registry with one promotion gate, batch or online serving, and drift monitoring on the top ten features. That alone moves most teams from "the model lives on someone's laptop" to a system that can be audited and improved.

The [MLflow documentation](https://mlflow.org/docs/latest/index.html) and the [Kubernetes documentation](https://kubernetes.io/docs/home/) cover the tooling used in this setup.`,
    coverImageUrl: null,
    tags: ["MLOps", "MLflow", "Model Monitoring", "Python", "Machine Learning"],
    isPublished: true,
    isFeatured: true,
    publishedDaysAgo: 18,
  },
  {
    slug: "retrieval-augmented-generation-in-the-enterprise",
    title: "Retrieval-Augmented Generation in the Enterprise: Getting Past the Demo",
    author: "Arjun Venkatesh",
    category: "AI",
    excerpt: null,
    content: `Retrieval-augmented generation is the most common way enterprises put large language models to work on their own documents, and it is also where many pilots stall. The demo answers ten hand-picked questions beautifully; the rollout to 2,000 employees surfaces wrong answers, stale policies and leaked documents. The difference between the two is rarely the model. It is retrieval quality, access control and, above all, evaluation.

## What a production RAG system actually contains

A minimal architecture has five parts:

1. **Ingestion:** connectors pull documents from SharePoint, Confluence, ticketing systems or S3, convert them to text, and keep them in sync as they change or get deleted.
2. **Chunking and enrichment:** documents are split into passages, typically 300 to 800 tokens with some overlap, and tagged with metadata such as source, owner, department, effective date and access groups.
3. **Indexing:** each chunk is embedded and stored in a vector index, ideally alongside a keyword index for hybrid search.
4. **Retrieval and generation:** the question is used to retrieve candidate chunks, a reranker orders them, and the model answers using only the top passages, citing them.
5. **Evaluation and monitoring:** offline test sets, online feedback and tracing of every request.

Teams tend to over-invest in step 4 and under-invest in steps 2 and 5.

## Retrieval is where quality is won

If the right passage is not retrieved, no model can give the right answer. Practical measures that consistently help:

- **Hybrid search.** Combine dense vectors with BM25 keyword search. Product codes, policy numbers and acronyms are poorly served by embeddings alone.
- **Structure-aware chunking.** Split on headings and sections rather than fixed character counts, and prepend the document title and section path to each chunk.
- **Reranking.** Retrieve 30 to 50 candidates cheaply, then rerank them with a cross-encoder and pass only the top five to eight to the model.
- **Metadata filters.** Filter by effective date, region or product line before ranking, so a 2019 travel policy never competes with the current one.

## Access control belongs in retrieval

The most serious enterprise RAG failure is not a hallucination; it is an answer built from a document the user was never allowed to read. Store access groups on every chunk at ingestion time and apply them as a filter in the retrieval query, using the identity of the signed-in user. Never rely on the prompt to tell the model what to hide. Re-sync permissions as often as content, because access changes more often than people expect.

## Evaluation: build the test set first

We ask clients for 150 to 300 real questions before we write any pipeline code, collected from help-desk tickets, search logs and subject-matter experts. For each question we record the expected answer and the documents that support it. That gives two levels of measurement:

- **Retrieval metrics:** recall at k (is a supporting document in the top k?) and mean reciprocal rank. These are cheap, deterministic and catch most regressions.
- **Answer metrics:** faithfulness (is every claim supported by the retrieved context?), answer correctness against the reference, and citation accuracy. These are usually scored by an LLM judge, calibrated against a few dozen human-graded examples.

A retrieval check can be very small and still be the most valuable test in the repository:

\`\`\`python
def recall_at_k(eval_set, retriever, k=5):
    hits = 0
    for case in eval_set:
        results = retriever.search(case["question"], top_k=k)
        retrieved = {r.doc_id for r in results}
        if retrieved & set(case["supporting_docs"]):
            hits += 1
    return hits / len(eval_set)

score = recall_at_k(eval_set, retriever, k=5)
assert score >= 0.90, f"recall@5 dropped to {score:.2f}"
\`\`\`

Run it in CI on every change to chunking, embeddings, prompts or models. Changing an embedding model without re-running the suite is the most common way we have seen quality silently drop.

## Operating it

Once live, log every request with the retrieved chunk identifiers, the prompt version, the model version, latency and token counts. Add a simple thumbs up or down with an optional comment, and review the negative feedback weekly: most issues trace back to a missing document, a stale document or a chunking problem, all of which are fixable without touching the model.

Guardrails are worth adding early: refuse to answer when retrieval confidence is low, always show citations, and mask personal data before it reaches external model endpoints. Cost is easy to control by caching frequent questions and routing simple queries to a smaller model.

For a vendor-neutral overview of the pattern, see the [Azure AI Search RAG overview](https://learn.microsoft.com/en-us/azure/search/retrieval-augmented-generation-overview) and the [Amazon Bedrock knowledge bases guide](https://docs.aws.amazon.com/bedrock/latest/userguide/knowledge-base.html).`,
    coverImageUrl: null,
    tags: ["Generative AI", "RAG", "LLM Evaluation", "Vector Search", "Enterprise AI"],
    isPublished: true,
    isFeatured: false,
    publishedDaysAgo: 25,
  },
  {
    slug: "zero-downtime-database-migration-to-the-cloud",
    title: "Zero-Downtime Database Migration to the Cloud",
    author: "Rahul Menon",
    category: null,
    excerpt:
      "Full load, change data capture, continuous validation and a one-page cutover runbook: how we move production PostgreSQL and MySQL databases to managed cloud services with a write pause of seconds.",
    content: `Moving a production database to the cloud used to mean a weekend outage window and a lot of crossed fingers. With change data capture and a disciplined cutover plan, most relational databases can now be migrated with downtime measured in seconds. This article describes the approach we use for PostgreSQL and MySQL migrations to managed services such as Amazon RDS, Aurora, Azure Database for PostgreSQL and Cloud SQL.

## The shape of a zero-downtime migration

Every successful migration we have run follows the same four phases:

1. **Full load:** copy the existing data to the target while the source keeps serving traffic.
2. **Continuous replication:** stream every change made on the source since the load started, until the target is only seconds behind.
3. **Validation:** prove that source and target hold the same data, repeatedly, while replication runs.
4. **Cutover:** stop writes briefly, let the target catch up, switch the application and keep a path back.

The first three phases can take days or weeks without affecting users. Only the fourth touches production traffic, and it should be rehearsed until it is boring.

## Choosing the replication mechanism

- **Native logical replication** (PostgreSQL publications and subscriptions, MySQL binlog replication) is the most faithful option for like-for-like moves and has no licence cost.
- **AWS Database Migration Service, Azure Database Migration Service or Google Database Migration Service** manage the full load and change data capture for you and handle heterogeneous moves, such as Oracle to PostgreSQL, with a separate schema conversion step.
- **Debezium with Kafka** makes sense if you also want the change stream for other consumers, such as a lakehouse or search index.

For a PostgreSQL to PostgreSQL move, native logical replication is hard to beat:

\`\`\`sql
-- On the source: publish every table (requires wal_level = logical)
CREATE PUBLICATION migration_pub FOR ALL TABLES;

-- On the target: create the schema first (pg_dump --schema-only), then subscribe
CREATE SUBSCRIPTION migration_sub
  CONNECTION 'host=10.20.0.15 port=5432 dbname=orders user=replicator sslmode=require'
  PUBLICATION migration_pub;

-- On the source: watch replication lag in bytes
SELECT slot_name,
       pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), confirmed_flush_lsn)) AS lag
FROM pg_replication_slots;
\`\`\`

## The details that cause outages

Most migration incidents come from the same short list:

- **Tables without primary keys.** Logical replication cannot apply updates or deletes to them without a replica identity. Find them early and add keys.
- **Sequences.** PostgreSQL logical replication does not copy sequence values. Before cutover, set every sequence on the target comfortably above the source value, or new inserts will collide with existing rows.
- **Large objects, DDL and extensions.** Neither schema changes nor large objects are replicated by logical replication, so freeze DDL for the migration period and check that every extension exists on the managed service.
- **Disk growth on the source.** A replication slot that stops being consumed retains WAL indefinitely and can fill the disk. Alert on slot lag.
- **Network.** Replicate over a private link such as AWS Direct Connect, Azure ExpressRoute or a site-to-site VPN, and size bandwidth for the full load plus peak change rate.

## Validate continuously

Do not wait for cutover day to discover a mismatch. Automate checks that run every hour during replication: row counts per table, checksums over primary key ranges for large tables, and sampled row-by-row comparisons of recently modified records. Also run the application's read-only queries against the target and compare results and latency. Managed services have different defaults for memory, connection limits and planner settings, and a query that takes 40 ms on-premises can take four seconds if an index was missed.

## A cutover runbook that fits on one page

1. Lower DNS TTLs or prepare the configuration change a day in advance.
2. Put the application into read-only mode or pause writers, and confirm that writes have stopped.
3. Wait for replication lag to reach zero, then run the final validation checks.
4. Advance sequences on the target and point the application at it.
5. Run smoke tests on critical user journeys and re-enable writes.
6. Start reverse replication from the new primary back to the old one, so that rollback remains possible for the first days.

With rehearsals, the write pause is typically between 30 seconds and two minutes, which most businesses can schedule at a quiet hour without announcing an outage.

## After the move

Keep the old database in read-only mode for an agreed period, decommission the replication slots, and revisit instance sizing after two weeks of real traffic. Managed services make it easy to scale down, and the first month is usually where the biggest rightsizing savings are.

Useful references: [PostgreSQL logical replication](https://www.postgresql.org/docs/current/logical-replication.html) and the [AWS Database Migration Service user guide](https://docs.aws.amazon.com/dms/latest/userguide/Welcome.html).`,
    coverImageUrl: null,
    tags: ["Database Migration", "PostgreSQL", "Change Data Capture", "AWS DMS"],
    isPublished: true,
    isFeatured: false,
    publishedDaysAgo: 33,
  },
  {
    slug: "data-contracts-stop-upstream-changes-breaking-pipelines",
    title: "Data Contracts: How to Stop Upstream Changes Breaking Your Pipelines",
    author: "Divya Natarajan",
    category: "Data Engineering",
    excerpt:
      "A renamed column should not take down the revenue dashboard. What to put in a data contract, where to enforce it, and how to version changes without drama.",
    content: `Most broken dashboards are not caused by bugs in the data platform. They are caused by a perfectly reasonable change in an upstream application: a column renamed, a status value added, a field that used to be mandatory becoming optional. The application team had no idea anyone depended on it. Data contracts fix this by making the dependency explicit, versioned and tested.

## What a data contract is

A data contract is an agreement between the team that produces a dataset and the teams that consume it. It is written down as code, lives in version control next to the producer's application, and is enforced automatically. A useful contract covers four things:

1. **Schema:** field names, types, nullability and allowed values.
2. **Semantics:** what each field means, in business terms, including units and time zones.
3. **Service levels:** freshness, completeness and availability targets.
4. **Ownership and change policy:** who owns the data, how consumers are told about changes, and how long deprecated fields are kept.

It is not a forty-page document signed by a committee. If it cannot be checked by a machine, it will drift within a month.

## A contract in practice

Here is a trimmed contract for an order events stream, in a YAML format similar to the Open Data Contract Standard:

\`\`\`yaml
dataset: commerce.order_events
version: 2.1.0
owner: checkout-platform-team
description: One event per change in an order's lifecycle.
schema:
  - name: order_id
    type: string
    required: true
    unique_with: [event_seq]
  - name: event_type
    type: string
    required: true
    allowed_values: [CREATED, PAID, SHIPPED, DELIVERED, CANCELLED, REFUNDED]
  - name: amount_paise
    type: integer
    required: true
    description: Order total in paise, including GST.
  - name: event_ts
    type: timestamp
    required: true
    description: Time of the event in UTC.
quality:
  - max_null_ratio: { field: customer_id, value: 0.001 }
service_levels:
  freshness: 15 minutes
  availability: 99.5 percent
change_policy:
  breaking_change_notice: 30 days
  deprecated_fields_retained: 90 days
\`\`\`

Note the details a consumer actually needs: the amount is in paise, not rupees; the timestamp is UTC; and the set of event types is closed. Each of these has caused a real incident for one of our clients at some point.

## Enforcing it at three points

A contract only helps if violations are caught before consumers see them.

- **In the producer's CI pipeline.** When an application changes the model or the event schema, a check compares it against the contract. Removing a field, changing a type or narrowing allowed values fails the build unless the contract's major version is bumped. Tools such as schema registries with compatibility modes do this well for Kafka topics.
- **At ingestion.** The platform validates incoming records against the contract and routes failures to a quarantine table with the reason attached, instead of loading them silently or failing the whole pipeline.
- **In the transformation layer.** dbt model contracts enforce column names and types on the models you publish to other teams, so your own downstream interfaces are as stable as the ones you expect from others.

## Versioning without drama

Use semantic versioning with a simple rule set:

- **Patch:** documentation or description changes.
- **Minor:** additive, backward-compatible changes such as a new optional field or a new allowed value that consumers have agreed to tolerate.
- **Major:** anything that can break a consumer, such as removing or renaming a field, changing a type or tightening a constraint.

For a major change, publish the new version alongside the old one, for example as a new topic or a versioned view, and retire the old version only after the notice period in the change policy. This costs some storage and saves weeks of emergency fixes.

## Where to start

Do not try to put contracts on every table at once. Start with the five to ten datasets that feed revenue reporting, regulatory submissions or production machine learning models, where a silent break is most expensive. Involve the producing teams early and keep the first version small: schema, owner and freshness are enough. Make contract violations visible on the same dashboard as pipeline failures.

The cultural change matters as much as the tooling. A contract turns "the data team's problem" into a shared interface with a named owner, and that is usually what stops the same incident from happening a third time.

Further reading: [dbt model contracts](https://docs.getdbt.com/reference/resource-configs/contract) and the [Confluent Schema Registry documentation](https://docs.confluent.io/platform/current/schema-registry/index.html).`,
    coverImageUrl: null,
    tags: ["Data Contracts", "Data Quality", "Data Governance", "dbt", "Apache Kafka"],
    isPublished: true,
    isFeatured: false,
    publishedDaysAgo: 47,
  },
  {
    slug: "controlling-the-cost-of-generative-ai-in-production",
    title: "Controlling the Cost of Generative AI in Production",
    author: "Sanjay Krishnan",
    category: "AI",
    excerpt:
      "Token usage grows with traffic, context length and calls per request. The engineering levers that keep generative AI spend predictable once a pilot goes live.",
    content: `Generative AI pilots are cheap; generative AI in production often is not. A support assistant that cost a few thousand rupees a month during a pilot can cost lakhs once it serves every customer, because token usage grows with traffic, context length and the number of model calls per request. The good news is that most of that cost is controllable with engineering rather than negotiation.

## Measure cost per request, not per month

Start by logging input tokens, output tokens, model name and cached-token counts for every call, tagged with the feature and tenant that triggered it. From that you can compute cost per conversation or per document processed, which is the number product owners can reason about.

## The levers, roughly in order of impact

1. **Right-size the model.** Route classification, extraction and simple questions to a small model, and reserve the largest model for the requests that need it. A lightweight router often cuts spend by half.
2. **Trim the context.** Retrieval pipelines frequently send 20 passages where five would do. Reranking and tighter chunking reduce input tokens without hurting answer quality.
3. **Cache aggressively.** Use provider prompt caching for long, stable system prompts, and an application-level cache for frequently asked questions.
4. **Batch offline work.** Document enrichment and evaluation runs rarely need real-time responses, and batch APIs are priced well below interactive ones.
5. **Cap output length.** Set maximum output tokens per feature and ask for structured output instead of prose when a machine is the consumer.

## Self-hosting: when it makes sense

Running open-weight models on your own GPUs pays off only at sustained, predictable volume, or when data residency rules out external endpoints. Include the cost of idle capacity, engineering time and model upgrades in the comparison, not just the hourly GPU price.

## Governance

Set budgets and alerts per team, review the most expensive prompts monthly, and make cost a metric in your evaluation suite alongside quality and latency, so that a prompt change that doubles token usage is caught before release.`,
    coverImageUrl: null,
    tags: ["Generative AI", "FinOps", "LLM", "Cost Optimization"],
    isPublished: false,
    isFeatured: false,
    publishedDaysAgo: null,
  },
];

export const seedCaseStudies: SeedCaseStudy[] = [
  {
    id: "cloud-migration-for-a-mid-sized-private-bank",
    title: "Cloud Migration for a Mid-Sized Private Bank",
    subtitle: "140 applications moved from two ageing data centres to AWS India regions, with 38% lower infrastructure cost",
    description:
      "We migrated a private bank's digital channels, loan origination and analytics workloads to AWS Mumbai and Hyderabad, cutting monthly infrastructure cost by 38% while meeting RBI data-localisation requirements.",
    clientOverview:
      "A mid-sized Indian private bank with more than 600 branches and around 4 million retail customers. Its core banking system stays on-premises, but its internet and mobile banking, loan origination, customer onboarding and analytics platforms ran on about 900 virtual machines in two owned data centres in Mumbai and Chennai, both due for a hardware refresh within 18 months.",
    businessChallenge: [
      "A hardware refresh of both data centres was quoted at INR 46 crore, with most servers running below 15% average CPU utilisation.",
      "Provisioning a new environment took about three weeks of tickets across infrastructure, network and security teams, slowing every digital initiative.",
      "Disaster recovery relied on tape backups and a manual runbook, with a tested recovery time of eight hours for customer-facing channels.",
      "Any move to the cloud had to satisfy RBI guidelines on outsourcing of IT services and data localisation, and pass the bank's internal audit.",
    ],
    projectObjectives: [
      "Migrate all non-core workloads to AWS within 12 months without disrupting customer-facing services.",
      "Reduce monthly infrastructure run cost by at least 30% compared with the on-premises baseline.",
      "Bring the recovery time objective for digital channels under one hour with a tested, automated failover.",
      "Give application teams self-service, policy-compliant environments in under an hour.",
    ],
    solution:
      "We ran a four-week discovery that mapped 140 applications and their dependencies, then grouped them into migration waves by risk and coupling. A landing zone built with AWS Control Tower and Terraform provided separate accounts per environment and business unit, with guardrails for region restriction, encryption and logging applied from day one. Stateless services were containerised onto Amazon EKS with Karpenter and Graviton nodes; databases moved to Amazon Aurora PostgreSQL using AWS DMS with continuous replication and rehearsed cutovers of under two minutes. Connectivity to the on-premises core banking system used redundant AWS Direct Connect links. After migration we rightsized the estate using four weeks of real utilisation data and covered the steady baseline with a laddered set of one-year Compute Savings Plans.",
    keyFeatures: [
      "Multi-account landing zone with Service Control Policies restricting workloads to the Mumbai and Hyderabad regions.",
      "Wave-based migration with automated dependency mapping and a rollback plan for every application.",
      "Pilot-light disaster recovery in the Hyderabad region, failed over quarterly as part of a scripted game day.",
      "Golden-path templates that give teams a compliant EKS namespace, database and CI/CD pipeline in about 40 minutes.",
      "FinOps dashboards with per-application cost allocation and weekly commitment coverage reports.",
    ],
    securityGovernance: [
      "All customer data stored and processed only in AWS India regions, enforced by Service Control Policies and verified by AWS Config rules.",
      "Encryption at rest with customer-managed AWS KMS keys and TLS 1.2 or higher for all data in transit, including Direct Connect links.",
      "Centralised logging to an immutable archive account, with AWS Security Hub and GuardDuty findings routed to the bank's security operations centre.",
      "Privileged access through AWS IAM Identity Center federated with the bank's Active Directory, with just-in-time elevation and full session recording.",
    ],
    impact: [
      "Monthly infrastructure cost fell by 38% against the on-premises baseline, avoiding the planned INR 46 crore hardware refresh.",
      "Application teams release several times a week instead of waiting for a monthly release train.",
      "Disaster recovery is tested every quarter, with digital channels restored in under 45 minutes.",
      "The migration passed the bank's internal audit and an external IS audit with no major observations.",
    ],
    whyItMatters:
      "Banks in India can modernise on the public cloud without compromising on regulation. By treating compliance, cost allocation and disaster recovery as part of the platform rather than as afterthoughts, the bank turned a forced hardware refresh into a lasting reduction in cost and a faster path to market for every digital product.",
    tags: ["Cloud Migration", "AWS", "Banking", "FinOps", "Disaster Recovery"],
    readTime: "7 min read",
    isPublished: true,
    isFeatured: true,
    ctaText: "Plan your cloud migration with us",
    service: "cloud-architecture",
    industry: "financial-services",
    createdDaysAgo: 14,
    results: [
      { metric: "Monthly infrastructure cost", beforeValue: "INR 2.9 crore", afterValue: "INR 1.8 crore" },
      { metric: "Environment provisioning time", beforeValue: "3 weeks", afterValue: "40 minutes" },
      { metric: "Recovery time for digital channels", beforeValue: "8 hours", afterValue: "45 minutes" },
      { metric: "Production releases per month", beforeValue: "1", afterValue: "18" },
      { metric: "Unplanned downtime per quarter", beforeValue: "11 hours", afterValue: "1.5 hours" },
    ],
    techStack: [
      { category: "Cloud Platform", technologies: "AWS, AWS Control Tower, AWS Organizations, AWS Direct Connect" },
      { category: "Compute and Containers", technologies: "Amazon EKS, Karpenter, AWS Graviton, Amazon EC2" },
      { category: "Data", technologies: "Amazon Aurora PostgreSQL, AWS DMS, Amazon ElastiCache, Amazon S3" },
      { category: "Infrastructure as Code and CI/CD", technologies: "Terraform, GitHub Actions, Argo CD" },
      { category: "Security", technologies: "AWS KMS, AWS Security Hub, Amazon GuardDuty, AWS IAM Identity Center" },
      { category: "Observability", technologies: "Amazon CloudWatch, Prometheus, Grafana" },
    ],
  },
  {
    id: "real-time-fraud-detection-for-a-payments-platform",
    title: "Real-Time Fraud Detection for a Payments Platform",
    subtitle: "A streaming machine learning system that scores 9 million transactions a day in under 50 milliseconds",
    description:
      "We replaced a static rules engine with streaming features and gradient-boosted models, raising fraud detection from 61% to 89% while cutting false declines by nearly three quarters.",
    clientOverview:
      "A Bengaluru-based payments aggregator processing about 9 million UPI, card and wallet transactions a day for more than 45,000 online and offline merchants. Its risk team of 30 analysts reviewed flagged transactions manually, and fraud rules were maintained by hand in a vendor rules engine.",
    businessChallenge: [
      "Fraud losses had risen to 11 basis points of processed value as organised groups adapted faster than the rules could be updated.",
      "The rules engine flagged 3.4% of transactions, so genuine customers were declined or delayed and merchants complained about lost sales.",
      "Manual review queues reached 14,000 cases a day, and analysts could only clear about two thirds of them within the settlement window.",
      "Features such as velocity per device or per merchant were computed in nightly batches, so new fraud patterns were invisible for up to a day.",
    ],
    projectObjectives: [
      "Score every transaction in real time with a p99 decision latency under 100 milliseconds.",
      "Raise the fraud detection rate above 85% while reducing the false positive rate below 1%.",
      "Give analysts explanations for every decision and a feedback loop into model training.",
      "Retrain and redeploy models safely within a day when new fraud patterns emerge.",
    ],
    solution:
      "Transaction events now flow through Amazon MSK into Apache Flink jobs that compute more than 200 streaming features, such as spend velocity per card, device and merchant over sliding windows, and write them to an online feature store backed by Redis. A gradient-boosted model served with ONNX Runtime on Amazon EKS combines these features with merchant risk profiles and device fingerprints to produce a risk score, and a thin policy layer maps scores to approve, step-up authentication or review. The same feature definitions, managed in Feast, generate point-in-time correct training data from an Apache Iceberg history, eliminating training-serving skew. Models are tracked in MLflow and promoted through a champion-challenger process with shadow scoring on live traffic before any switch.",
    keyFeatures: [
      "Streaming feature pipeline with sliding-window aggregates updated within two seconds of each transaction.",
      "Risk scoring service with a p99 latency of 48 milliseconds at 1,200 transactions per second peak.",
      "SHAP-based reason codes shown to analysts in the case management tool for every flagged transaction.",
      "Shadow deployment of challenger models on live traffic, with automated comparison reports before promotion.",
      "Drift monitoring on features and scores, with alerts routed to the on-call data scientist.",
    ],
    securityGovernance: [
      "Card numbers are tokenised before entering the streaming platform, keeping the ML system out of PCI DSS cardholder-data scope.",
      "Model decisions and reason codes are retained for seven years to support disputes and regulatory enquiries.",
      "A model risk management process documents training data, validation results and approvals for every production model version.",
      "Role-based access separates feature engineering, model approval and production deployment duties.",
    ],
    impact: [
      "Fraud losses fell from 11.2 to 4.1 basis points of processed value within six months.",
      "Genuine customers see far fewer declines, and merchant complaints about false declines dropped by 70%.",
      "The risk team now focuses on a queue one quarter of its former size, clearing every case within the settlement window.",
      "New fraud patterns are countered with a retrained model in under a day instead of weeks of rule tuning.",
    ],
    whyItMatters:
      "In digital payments, fraud controls and customer experience pull in opposite directions unless decisions are both fast and accurate. Real-time features and well-governed models let the platform stop more fraud while approving more genuine payments, which protects margins and merchant trust at the same time.",
    tags: ["Machine Learning", "Fraud Detection", "Real-Time Streaming", "Payments", "MLOps"],
    readTime: "6 min read",
    isPublished: true,
    isFeatured: true,
    ctaText: "Talk to our machine learning team",
    service: "machine-learning",
    industry: "financial-services",
    createdDaysAgo: 38,
    results: [
      { metric: "Fraud detection rate", beforeValue: "61%", afterValue: "89%" },
      { metric: "False positive rate", beforeValue: "3.4%", afterValue: "0.9%" },
      { metric: "Fraud losses (basis points of processed value)", beforeValue: "11.2 bps", afterValue: "4.1 bps" },
      { metric: "Decision latency (p99)", beforeValue: "420 ms", afterValue: "48 ms" },
      { metric: "Manual review cases per day", beforeValue: "14,000", afterValue: "3,200" },
    ],
    techStack: [
      { category: "Streaming", technologies: "Amazon MSK, Apache Kafka, Apache Flink" },
      { category: "Feature Store", technologies: "Feast, Redis, Apache Iceberg" },
      { category: "Machine Learning", technologies: "XGBoost, LightGBM, SHAP, MLflow" },
      { category: "Model Serving", technologies: "ONNX Runtime, FastAPI, Amazon EKS" },
      { category: "Monitoring", technologies: "Evidently, Prometheus, Grafana" },
    ],
  },
  {
    id: "data-platform-modernisation-for-a-healthcare-analytics-provider",
    title: "Data Platform Modernisation for a Healthcare Analytics Provider",
    subtitle: "From a nightly on-premises warehouse to a governed Azure lakehouse serving 60 health systems",
    description:
      "We rebuilt a US healthcare analytics provider's data platform as a HIPAA-compliant lakehouse on Azure Databricks, cutting pipeline runtime from 9.5 hours to 100 minutes and platform cost by 38%.",
    clientOverview:
      "A US healthcare analytics provider that supplies quality, cost and population-health analytics to about 60 hospital systems and regional health plans. It ingests claims, EHR extracts and pharmacy data covering roughly 22 million patients, and its engineering team of 25 is split between Chennai and Nashville.",
    businessChallenge: [
      "A SQL Server warehouse and hundreds of SSIS packages needed 9.5 hours every night, and any failure pushed client dashboards a full day behind.",
      "Every new client needed custom mapping code for its data formats, so onboarding took about ten weeks of engineering time.",
      "Protected health information was copied into many intermediate databases, making access reviews and HIPAA audits slow and error-prone.",
      "Data scientists extracted data to local machines to build risk models, because the warehouse could not support their workloads.",
    ],
    projectObjectives: [
      "Deliver refreshed client dashboards within three hours of source data arriving.",
      "Cut new-client onboarding to under four weeks through reusable, configuration-driven ingestion.",
      "Centralise access control, auditing and lineage for all protected health information.",
      "Provide one governed platform for BI, data science and client data extracts.",
    ],
    solution:
      "We designed a lakehouse on Azure Data Lake Storage Gen2 with Delta Lake tables organised into bronze, silver and gold layers, processed by Azure Databricks and governed by Unity Catalog. Client feeds in X12 837 claims, HL7 and flat-file formats land through a configuration-driven ingestion framework, so a new client means a new mapping file rather than new code. Business logic moved from SSIS and stored procedures into dbt models with tests and documentation, orchestrated by Apache Airflow. Data quality checks built with Great Expectations gate every promotion from silver to gold, and Power BI reads gold tables through Databricks SQL warehouses. The migration ran in parallel with the old warehouse for two monthly cycles, with automated reconciliation of every client-facing measure before cutover.",
    keyFeatures: [
      "Configuration-driven ingestion for X12 837 claims, HL7 feeds and delimited files, with schema validation at the door.",
      "More than 400 dbt models with over 1,800 automated tests and generated documentation.",
      "Incremental processing with Delta change data feed, so only changed patients and claims are recomputed.",
      "Automated reconciliation that compared every published measure between the old and new platforms before cutover.",
      "Governed workspaces where data scientists train models on de-identified data without extracting it.",
    ],
    securityGovernance: [
      "The platform runs under a Business Associate Agreement with Microsoft, with PHI encrypted at rest using customer-managed keys in Azure Key Vault.",
      "Unity Catalog row filters and column masks restrict each analyst to the clients and fields they are authorised for.",
      "De-identified datasets for analytics and model training follow the HIPAA Safe Harbor method, with identifiers removed by an audited pipeline.",
      "All data access is logged and retained for six years, and lineage is captured automatically from source file to dashboard.",
    ],
    impact: [
      "Client dashboards are refreshed within three hours of data arrival instead of the next morning.",
      "Platform cost fell by 38% after retiring SQL Server licences and moving to autoscaling compute.",
      "New clients are onboarded in three weeks, allowing the company to take on eleven new health systems in the first year.",
      "The annual HIPAA security risk assessment was completed in half the time thanks to central access logs and lineage.",
    ],
    whyItMatters:
      "Healthcare analytics is only useful if clinicians and administrators can trust it and get it while it still matters. A governed lakehouse gives the provider fresher data, a faster path to new clients and stronger protection for patient information, all on one platform instead of a patchwork of copies.",
    tags: ["Data Engineering", "Lakehouse", "Azure Databricks", "Healthcare", "HIPAA"],
    readTime: "8 min read",
    isPublished: true,
    isFeatured: false,
    ctaText: "Modernise your data platform",
    service: "data-engineering",
    industry: "healthcare",
    createdDaysAgo: 62,
    results: [
      { metric: "Nightly pipeline runtime", beforeValue: "9.5 hours", afterValue: "1 hour 40 minutes" },
      { metric: "Dashboard data freshness", beforeValue: "Next business day", afterValue: "Under 3 hours" },
      { metric: "Monthly platform cost", beforeValue: "USD 212,000", afterValue: "USD 131,000" },
      { metric: "Failed pipeline runs per month", beforeValue: "27", afterValue: "3" },
      { metric: "New client onboarding time", beforeValue: "10 weeks", afterValue: "3 weeks" },
    ],
    techStack: [
      { category: "Cloud and Storage", technologies: "Microsoft Azure, Azure Data Lake Storage Gen2, Azure Key Vault" },
      { category: "Processing", technologies: "Azure Databricks, Apache Spark, Delta Lake" },
      { category: "Transformation and Orchestration", technologies: "dbt, Apache Airflow" },
      { category: "Governance and Quality", technologies: "Unity Catalog, Microsoft Purview, Great Expectations" },
      { category: "Analytics", technologies: "Databricks SQL, Power BI" },
    ],
  },
  {
    id: "ai-document-processing-for-an-engineering-college-network",
    title: "AI Document Processing for an Engineering College Network",
    subtitle: "Automating admission document verification across 40 campuses with document AI and human review",
    description:
      "We built an AI document-processing pipeline that reads, validates and cross-checks admission documents for 18,000 students a year, cutting verification time from three and a half days to six hours.",
    clientOverview:
      "A national engineering-college network with 40 campuses across eight states, admitting about 18,000 undergraduate students every year. Each applicant submits between eight and twelve documents, including mark sheets, transfer and community certificates, entrance scorecards and identity proofs, issued by dozens of different boards in English, Tamil, Telugu, Hindi and Kannada.",
    businessChallenge: [
      "During the six-week admission season, about 120 staff verified documents manually, each processing roughly 120 documents a day.",
      "Verification took three and a half days per application on average, and strong candidates accepted offers elsewhere while they waited.",
      "Manual data entry introduced errors in 4.8% of student records, which surfaced later in scholarship and university registration filings.",
      "Applicants called campuses thousands of times a season to ask about the status of their documents.",
    ],
    projectObjectives: [
      "Verify a complete application within one working day of submission.",
      "Extract marks, names, dates of birth and certificate numbers automatically with field-level accuracy above 97%.",
      "Cross-check data between documents and flag inconsistencies for human review rather than rejecting automatically.",
      "Protect applicants' personal data in line with the Digital Personal Data Protection Act, 2023.",
    ],
    solution:
      "Applicants upload documents through the existing admissions portal, which places them in Azure Blob Storage and triggers an event-driven pipeline built on Azure Functions and Service Bus. Azure AI Document Intelligence classifies each document and extracts its fields, using custom models trained on about 6,000 labelled samples from the most common state boards. For documents with unusual layouts or regional languages, a large language model in Azure OpenAI Service extracts fields into a strict JSON schema, and every value is checked against validation rules such as mark totals, grade ranges and date formats. A reconciliation step compares names, dates of birth and parents' names across documents with fuzzy matching that tolerates transliteration differences. Anything below a confidence threshold goes to a review screen where staff see the document image with highlighted fields and correct them in seconds; those corrections feed the next round of model training.",
    keyFeatures: [
      "Automatic classification of 23 document types, including mark sheets from 31 school boards.",
      "Field extraction with confidence scores and validation rules specific to each board and document type.",
      "Cross-document consistency checks that handle spelling and transliteration variations in Indian names.",
      "A human-in-the-loop review screen with side-by-side document images and one-click corrections.",
      "Status notifications by SMS and email, so applicants know exactly which document needs attention.",
    ],
    securityGovernance: [
      "All documents and extracted data are stored in Azure's Central India region and encrypted with keys held in Azure Key Vault.",
      "Azure OpenAI Service is reached over private endpoints under Microsoft's enterprise data terms, so prompts and documents are never used to train foundation models.",
      "Access is restricted by campus and role through Microsoft Entra ID, with every view of an applicant's documents logged.",
      "Documents of applicants who do not enrol are deleted after the admission cycle, in line with the network's DPDP Act retention policy.",
    ],
    impact: [
      "Applications are verified within the same working day in most cases, and offers reach students days earlier.",
      "Staff time spent on document verification during the admission season fell by about 70%.",
      "Errors in student master records dropped sharply, reducing corrections in scholarship and university filings.",
      "Status calls to campuses fell by more than three quarters once applicants received automatic updates.",
    ],
    whyItMatters:
      "For students, admission is a high-stakes moment where delays can mean losing a seat. Document AI with careful human review lets the college network respond faster and more accurately without adding staff, while treating applicants' personal data with the care the law and their families expect.",
    tags: ["Generative AI", "Document AI", "Education", "Azure", "Automation"],
    readTime: "6 min read",
    isPublished: false,
    isFeatured: false,
    ctaText: "Explore AI document processing",
    service: "ai-solutions",
    industry: "education",
    createdDaysAgo: 6,
    results: [
      { metric: "Average verification time per application", beforeValue: "3.5 days", afterValue: "6 hours" },
      { metric: "Documents processed per staff member per day", beforeValue: "120", afterValue: "900" },
      { metric: "Data entry error rate in student records", beforeValue: "4.8%", afterValue: "0.6%" },
      { metric: "Staff hours on verification per admission season", beforeValue: "26,000", afterValue: "7,800" },
      { metric: "Status enquiry calls per season", beforeValue: "9,000", afterValue: "2,100" },
    ],
    techStack: [
      { category: "Cloud Platform", technologies: "Microsoft Azure, Azure Functions, Azure Service Bus" },
      { category: "Document AI", technologies: "Azure AI Document Intelligence, Azure OpenAI Service" },
      { category: "Application", technologies: "Python, FastAPI, React" },
      { category: "Data and Storage", technologies: "Azure SQL Database, Azure Blob Storage" },
      { category: "Security and Identity", technologies: "Microsoft Entra ID, Azure Key Vault, Azure Monitor" },
    ],
  },
];
