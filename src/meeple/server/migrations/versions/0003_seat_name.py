"""Each seat's display name, as its player chose it (none: texts say "Player N").

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("name", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:  # SQLite drops columns by a copy
        batch.drop_column("name")
